/**
 * A status or priority with the colour the API sends (`status_color`, `priority_color`): a coloured dot beside
 * the text, so light colours (waiting is yellow) stay readable on any theme.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Long labels (waiting for third party) wrap beside the dot instead of running into the next column.
  root: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  dot: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
});

export interface ColourLabelProps {
  colour: string;
  label: string;
  className?: string;
}

export function ColourLabel({ colour, label, className }: ColourLabelProps) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.root, className)}>
      <span className={styles.dot} style={{ backgroundColor: colour }} aria-hidden />
      {label}
    </span>
  );
}
