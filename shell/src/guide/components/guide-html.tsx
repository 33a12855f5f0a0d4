/**
 * A compiled guide document's HTML, sanitised with DOMPurify before it reaches the page (the build already
 * escapes raw HTML; this guards the fetched file too). Links to other guide documents navigate in the app.
 */
import { useMemo, type MouseEvent } from 'react';
import DOMPurify from 'dompurify';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  body: {
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground1,
    maxWidth: '80ch',
    '& h3': {
      fontSize: tokens.fontSizeBase500,
      fontWeight: tokens.fontWeightSemibold,
      marginTop: tokens.spacingVerticalXXL,
      marginBottom: tokens.spacingVerticalS,
      scrollMarginTop: '90px',
    },
    '& h4': {
      fontSize: tokens.fontSizeBase400,
      fontWeight: tokens.fontWeightSemibold,
      marginTop: tokens.spacingVerticalL,
      marginBottom: tokens.spacingVerticalXS,
      scrollMarginTop: '90px',
    },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& a:hover': { color: tokens.colorBrandForegroundLinkHover },
    '& code': {
      fontFamily: tokens.fontFamilyMonospace,
      fontSize: tokens.fontSizeBase300,
      backgroundColor: tokens.colorNeutralBackground3,
      paddingInline: tokens.spacingHorizontalXS,
      borderRadius: tokens.borderRadiusSmall,
    },
    '& table': { borderCollapse: 'collapse', width: '100%', marginBlock: tokens.spacingVerticalM, display: 'block', overflowX: 'auto' },
    '& th, & td': {
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      textAlign: 'left',
      verticalAlign: 'top',
    },
    '& th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
    '& blockquote': {
      margin: `${tokens.spacingVerticalM} 0`,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
      backgroundColor: tokens.colorBrandBackground2,
    },
    '& blockquote p': { margin: 0 },
    '& li': { marginBottom: tokens.spacingVerticalXXS },
    '& kbd': {
      fontFamily: tokens.fontFamilyMonospace,
      border: `1px solid ${tokens.colorNeutralStroke1}`,
      borderRadius: tokens.borderRadiusSmall,
      paddingInline: tokens.spacingHorizontalXS,
    },
  },
});

export function sanitizeGuideHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}

export interface GuideHtmlProps {
  html: string;
  /** Called instead of following a link to another guide document. */
  onGuideLink?: (slug: string, hash: string) => void;
  className?: string;
}

export function GuideHtml({ html, onGuideLink, className }: GuideHtmlProps) {
  const styles = useStyles();
  const clean = useMemo(() => sanitizeGuideHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[data-guide-link]');
    if (!link || !onGuideLink || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? '';
    const hashAt = href.indexOf('#');
    onGuideLink(link.getAttribute('data-guide-link') ?? '', hashAt === -1 ? '' : href.slice(hashAt + 1));
  };
  return (
    // Clicks are delegated from the links inside (keyboard activation of a link fires click too).
    <div className={mergeClasses(styles.body, className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
