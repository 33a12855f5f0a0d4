import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  inline: { textDecorationLine: 'underline' },
});

/** A router link that looks like Fluent's Link. */
export function AppLink({ className, ...props }: LinkProps) {
  const styles = useStyles();
  return <Link className={mergeClasses(styles.link, className)} {...props} />;
}

/**
 * A link to another site, in running text, that looks like Fluent's inline Link: for the frame's footer, where
 * Fluent's Link would add its own chunk (~2 KiB gzip) to the first screen (bench/bundle).
 */
export function ExternalLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const styles = useStyles();
  return <a target="_blank" rel="noopener noreferrer" className={mergeClasses(styles.link, styles.inline, className)} {...props} />;
}
