/**
 * One guide document as the build writes it into the hashed guide database (shell/guide/<lang>/*.md → JSON).
 * Shared by the build step (Node) and the guide pages (browser): no imports here.
 */

export type GuideAudience = 'agent' | 'client';

export interface GuideHeading {
  /** Anchor id inside the document (unique per document). */
  id: string;
  /** 2 for `##`, 3 for `###` (rendered as h3 and h4: the page's h1 is the guide, its h2 the document). */
  depth: 2 | 3;
  text: string;
}

export interface GuideDocument {
  /** File name without its order prefix and extension: `01-logging-in.md` → `logging-in`. Equal across languages. */
  slug: string;
  lang: 'pl' | 'en';
  title: string;
  description: string;
  /** Who the document is written for; the staff guide shows 'agent', the client guide 'client'. */
  audience: GuideAudience[];
  /** Shown without logging in, on /help. */
  public: boolean;
  /** Position in the table of contents. */
  order: number;
  toc: GuideHeading[];
  /** Rendered by markdown-it with raw HTML disabled; sanitised again before it is put into the page. */
  html: string;
  /** Plain text of the body, for full-text search. */
  text: string;
}

export interface GuideDatabase {
  version: 1;
  documents: GuideDocument[];
}
