/** A status or priority with the colour the API sends: a coloured dot beside the text, readable on any theme. */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  dot: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
});

export function ColourLabel({ colour, label, className }: { colour: string; label: string; className?: string }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.root, className)}>
      <span className={styles.dot} style={{ backgroundColor: colour }} aria-hidden />
      {label}
    </span>
  );
}
