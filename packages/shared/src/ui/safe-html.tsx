/**
 * Message bodies are HTML (e-mails, the server's escaped plain text). The server sanitises them already; DOMPurify
 * cleans them again here so a server bug never becomes script on anybody's screen. Links open in a new tab
 * without access to this page. Shared by every app that shows ticket messages.
 * Remote images stay blocked (mail clients' default against tracking pixels) until the reader
 * presses "Show images" for that message; links and images to the app's own API and actions are dropped — also in
 * bodies stored before the server did so.
 */
import { useMemo, useState } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isAppActionUrl, isInlineImageUrl, isRemoteImageUrl, REMOTE_IMAGE_ATTRIBUTE } from '../schemas/message-html.ts';

let purifier: Purifier | null = null;
/** The current call's choices, read by the hook (sanitize is synchronous). */
let current = { showRemoteImages: false, blocked: 0 };

const appOrigins = () => (typeof window === 'undefined' ? [] : [window.location.origin]);

function image(node: Element): void {
  const src = node.getAttribute('src');
  const waiting = node.getAttribute(REMOTE_IMAGE_ATTRIBUTE);
  node.removeAttribute(REMOTE_IMAGE_ATTRIBUTE);
  let remote: string | null = null;
  if (src !== null) {
    node.removeAttribute('src');
    if (isAppActionUrl(src, appOrigins())) return;
    if (isRemoteImageUrl(src)) remote = src;
    else if (isInlineImageUrl(src) || !/^[^/?#]*:/.test(src.trim())) node.setAttribute('src', src);
  } else if (waiting !== null && /^\s*https?:\/\//i.test(waiting) && !isAppActionUrl(waiting, appOrigins())) {
    remote = waiting;
  }
  if (remote === null) return;
  if (current.showRemoteImages) {
    node.setAttribute('src', remote);
  } else {
    node.setAttribute(REMOTE_IMAGE_ATTRIBUTE, remote);
    current.blocked += 1;
  }
}

/**
 * Where a server render keeps the window DOMPurify cleans in (the shell's server renderer puts a jsdom window there):
 * the page's HTML is sanitised by the same code, with the same rules, as the browser's.
 */
export const SERVER_WINDOW_GLOBAL = '__helpdeskServerWindow';

/** A DOMPurify instance of its own, so the hooks touch nobody else's sanitising. */
function instance(): Purifier {
  if (purifier) return purifier;
  const host =
    typeof window === 'undefined' ? ((globalThis as Record<string, unknown>)[SERVER_WINDOW_GLOBAL] as Window | undefined) : window;
  if (!host) throw new Error('No window to sanitise HTML in (a server render must provide one)');
  purifier = DOMPurify(host as Window & typeof globalThis);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') image(node);
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      if (isAppActionUrl(node.getAttribute('href') ?? '', appOrigins())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier;
}

export interface SanitizedHtml {
  html: string;
  /** Remote images left out until the reader asks for them. */
  blockedImages: number;
}

/** Sanitises message HTML; remote images load only with `showRemoteImages`. */
export function sanitizeMessageHtml(html: string, { showRemoteImages = false } = {}): SanitizedHtml {
  current = { showRemoteImages, blocked: 0 };
  const clean = instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'picture', 'source', 'video', 'audio', 'track'],
    // Attributes that load a URL without being src: remote content through the back door.
    FORBID_ATTR: ['style', 'srcset', 'background', 'poster', 'ping', 'formaction', 'xlink:href'],
  });
  return { html: clean, blockedImages: current.blocked };
}

export function sanitizeHtml(html: string): string {
  return sanitizeMessageHtml(html).html;
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
    '& blockquote': {
      marginLeft: 0,
      paddingLeft: tokens.spacingHorizontalM,
      borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
      color: tokens.colorNeutralForeground2,
    },
  },
  blocked: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground3,
  },
});

export interface SafeHtmlProps {
  html: string;
  className?: string;
  'data-testid'?: string;
}

export function SafeHtml({ html, className, 'data-testid': testId }: SafeHtmlProps) {
  const styles = useStyles();
  const { t } = useTranslation('shared');
  const [showImages, setShowImages] = useState(false);
  const clean = useMemo(() => sanitizeMessageHtml(html, { showRemoteImages: showImages }), [html, showImages]);
  const body = (
    <div className={mergeClasses(styles.body, className)} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean.html }} />
  );
  if (!clean.blockedImages) return body;
  return (
    <>
      <div className={styles.blocked} data-testid="images-blocked">
        <ImageOffRegular aria-hidden />
        <Text size={200}>{t('message.imagesBlocked')}</Text>
        <Button size="small" appearance="secondary" onClick={() => setShowImages(true)}>
          {t('message.showImages')}
        </Button>
      </div>
      {body}
    </>
  );
}
