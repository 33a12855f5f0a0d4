/**
 * Build step: compiles the guide's markdown (shell/guide/<lang>/NN-slug.md, YAML front matter) into the guide
 * database. Runs in Node from the rspack config (guide-plugin.ts) and in jest; never shipped to the browser.
 *
 * Safety: markdown-it runs with raw HTML disabled (HTML in a document is shown as text) and its link
 * validation on (no javascript:, vbscript:, file: or non-image data: URLs); the page sanitises once more.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import frontMatter from 'front-matter';
import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';
import type { GuideAudience, GuideDatabase, GuideDocument, GuideHeading } from '../guide-document.ts';

const LANGS = ['pl', 'en'] as const;
const AUDIENCES: readonly GuideAudience[] = ['agent', 'client'];
/** `[text](guide:tickets#statuses)` links another guide document. */
const GUIDE_LINK = /^guide:([a-z0-9-]+)(#[a-z0-9-]+)?$/;

interface FrontMatter {
  title?: unknown;
  description?: unknown;
  audience?: unknown;
  public?: unknown;
}

export class GuideCompileError extends Error {}

/**
 * Heading anchors: lower case ASCII with dashes, Polish letters folded (`Zgłoszenia` → `zgloszenia`).
 * Written here because github-slugger (the usual choice) keeps non-ASCII letters and ships ESM only.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function createRenderer(): MarkdownIt {
  const md = markdownIt({ html: false, linkify: true, typographer: false });
  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet('href') ?? '');
    const guide = GUIDE_LINK.exec(href);
    if (guide) {
      token.attrSet('href', `?doc=${guide[1]}${guide[2] ?? ''}`);
      token.attrSet('data-guide-link', guide[1]!);
    } else if (/^https?:\/\//.test(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return defaultLinkOpen(tokens, idx, options, env, self);
  };
  return md;
}

function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? '';
  return token.children
    .map((child: Token) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' ? ' ' : ''))
    .join('');
}

/**
 * Gives `##`/`###` headings unique ids and collects them as the document's table of contents. On the page
 * the guide's name is the h1 and the document title the h2, so every markdown heading moves one level down.
 */
function addHeadingIds(file: string, tokens: Token[]): GuideHeading[] {
  const toc: GuideHeading[] = [];
  const used = new Map<string, number>();
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') return;
    const level = Number(token.tag.slice(1));
    if (level === 1) fail(file, 'the title comes from the front matter: start sections with ##');
    token.tag = `h${Math.min(level + 1, 6)}`;
    if (token.type !== 'heading_open' || level > 3) return;
    const text = inlineText(tokens[index + 1]);
    const base = slugify(text) || 'section';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    const id = count ? `${base}-${count}` : base;
    token.attrSet('id', id);
    toc.push({ id, depth: level as 2 | 3, text });
  });
  return toc;
}

function plainText(tokens: Token[]): string {
  return tokens
    .filter((token) => token.type === 'inline' || token.type === 'fence' || token.type === 'code_block')
    .map((token) => (token.type === 'inline' ? inlineText(token) : token.content))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
}

function fail(file: string, problem: string): never {
  throw new GuideCompileError(`${file}: ${problem}`);
}

function readAudience(file: string, value: unknown): GuideAudience[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((item): item is GuideAudience => AUDIENCES.includes(item as GuideAudience))) {
    fail(file, `audience must list ${AUDIENCES.join(' and/or ')}`);
  }
  return list;
}

export function compileDocument(md: MarkdownIt, file: string, lang: GuideDocument['lang'], source: string): GuideDocument {
  const name = path.basename(file, '.md');
  const match = /^(\d+)-([a-z0-9-]+)$/.exec(name);
  if (!match) fail(file, 'file names are NN-slug.md (order, then a lower-case slug)');
  const { attributes, body } = frontMatter<FrontMatter>(source);
  if (typeof attributes.title !== 'string' || !attributes.title.trim()) fail(file, 'front matter needs a title');
  const env = {};
  const tokens = md.parse(body, env);
  const toc = addHeadingIds(file, tokens);
  return {
    slug: match[2]!,
    lang,
    title: attributes.title.trim(),
    description: typeof attributes.description === 'string' ? attributes.description.trim() : '',
    audience: readAudience(file, attributes.audience ?? AUDIENCES),
    public: attributes.public === true,
    order: Number(match[1]),
    toc,
    html: md.renderer.render(tokens, md.options, env),
    text: plainText(tokens),
  };
}

/** Every document of every language; each slug must exist in both languages. */
export function compileGuide(sourceDir: string): GuideDatabase {
  const md = createRenderer();
  const documents: GuideDocument[] = [];
  for (const lang of LANGS) {
    const dir = path.join(sourceDir, lang);
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.md'))
          .sort()
      : [];
    for (const file of files) {
      const full = path.join(dir, file);
      documents.push(compileDocument(md, full, lang, fs.readFileSync(full, 'utf8')));
    }
  }
  const keys = new Set<string>();
  for (const doc of documents) {
    const key = `${doc.lang}/${doc.slug}`;
    if (keys.has(key)) fail(sourceDir, `two ${doc.lang} documents are named ${doc.slug}`);
    keys.add(key);
  }
  for (const doc of documents) {
    for (const lang of LANGS) {
      if (!keys.has(`${lang}/${doc.slug}`)) fail(sourceDir, `${doc.slug} exists in ${doc.lang} but not in ${lang}`);
    }
    for (const link of doc.html.matchAll(/data-guide-link="([^"]+)"/g)) {
      if (!keys.has(`${doc.lang}/${link[1]}`)) fail(sourceDir, `${doc.lang}/${doc.slug} links to a missing document ${link[1]}`);
    }
  }
  return { version: 1, documents };
}

export function serializeGuide(database: GuideDatabase): string {
  return JSON.stringify(database);
}

export function contentHash(content: string): string {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
}
