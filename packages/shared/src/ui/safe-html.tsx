/**
 * Message bodies are HTML (e-mails, the server's escaped plain text). The server sanitises them already; DOMPurify
 * cleans them again here so a server bug never becomes script on anybody's screen. Links open in a new tab
 * without access to this page. Shared by every app that shows ticket messages.
 */
import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

let purifier: Purifier | null = null;

/** A DOMPurify instance of its own, so the link hook touches nobody else's sanitising. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
}

const useStyles = makeStyles({
  body: {
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase300,
    '& p': { marginTop: 0, marginBottom: tokens.spacingVerticalS },
    '& p:last-child': { marginBottom: 0 },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
    '& td, & th': { border: `1px solid ${tokens.colorNeutralStroke2}`, padding: tokens.spacingHorizontalXS },
    '& pre': { whiteSpace: 'pre-wrap' },
    '& blockquote': { marginLeft: 0, paddingLeft: tokens.spacingHorizontalM, borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, color: tokens.colorNeutralForeground2 },
  },
});

export interface SafeHtmlProps {
  html: string;
  className?: string;
  'data-testid'?: string;
}

export function SafeHtml({ html, className, 'data-testid': testId }: SafeHtmlProps) {
  const styles = useStyles();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={mergeClasses(styles.body, className)} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
