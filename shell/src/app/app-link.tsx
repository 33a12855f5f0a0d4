import { Link, type LinkProps } from 'react-router-dom';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
});

/** A router link that looks like Fluent's Link. */
export function AppLink({ className, ...props }: LinkProps) {
  const styles = useStyles();
  return <Link className={mergeClasses(styles.link, className)} {...props} />;
}
