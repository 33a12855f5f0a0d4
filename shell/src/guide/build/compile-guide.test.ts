/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileGuide, GuideCompileError, slugify } from './compile-guide.ts';
import { queryGuide } from '../guide-query.ts';

let dir: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
}

const page = (title: string, body: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('folds Polish letters and punctuation into anchors', () => {
  expect(slugify('Zgłoszenia i ich statusy!')).toBe('zgloszenia-i-ich-statusy');
  expect(slugify('Żółć — łąka')).toBe('zolc-laka');
});

it('compiles front matter, headings, links and plain text', () => {
  write(
    'pl/02-tickets.md',
    page(
      'Zgłoszenia',
      '## Statusy\n\nZobacz [logowanie](guide:logging-in#kod-sms) i [stronę](https://example.com).\n\n### Statusy\n\n`kod`',
      'audience: [agent]\npublic: true\ndescription: Opis\n',
    ),
  );
  write('pl/01-logging-in.md', page('Logowanie', '## Kod SMS\n\nTreść.'));
  write('en/02-tickets.md', page('Tickets', '## Statuses'));
  write('en/01-logging-in.md', page('Logging in', '## SMS code'));
  const { documents } = compileGuide(dir);
  const tickets = documents.find((d) => d.lang === 'pl' && d.slug === 'tickets')!;
  expect(tickets).toMatchObject({ title: 'Zgłoszenia', description: 'Opis', audience: ['agent'], public: true, order: 2 });
  expect(tickets.toc).toEqual([
    { id: 'statusy', depth: 2, text: 'Statusy' },
    { id: 'statusy-1', depth: 3, text: 'Statusy' },
  ]);
  expect(tickets.html).toContain('<h3 id="statusy">Statusy</h3>');
  expect(tickets.html).toContain('<h4 id="statusy-1">Statusy</h4>');
  expect(tickets.html).toContain('<a href="?doc=logging-in#kod-sms" data-guide-link="logging-in">logowanie</a>');
  expect(tickets.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">stronę</a>');
  expect(tickets.text).toBe('Statusy Zobacz logowanie i stronę. Statusy kod');
  const login = documents.find((d) => d.lang === 'en' && d.slug === 'logging-in')!;
  expect(login).toMatchObject({ audience: ['agent', 'client'], public: false, description: '' });
});

it('escapes raw HTML and refuses script URLs', () => {
  write('pl/01-a.md', page('A', '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))'));
  write('en/01-a.md', page('A', 'ok'));
  const html = compileGuide(dir).documents[0]!.html;
  expect(html).not.toMatch(/<script|<img|href="javascript/);
  expect(html).toContain('&lt;script&gt;');
});

it.each([
  ['a document missing in one language', () => write('pl/01-a.md', page('A', 'x')), /exists in pl but not in en/],
  ['a bad file name', () => write('pl/a.md', page('A', 'x')), /NN-slug\.md/],
  ['a missing title', () => write('pl/01-a.md', '---\naudience: [agent]\n---\nx'), /needs a title/],
  ['an unknown audience', () => write('pl/01-a.md', page('A', 'x', 'audience: [boss]\n')), /audience must list/],
  ['a level-one heading', () => write('pl/01-a.md', page('A', '# Big')), /start sections with ##/],
  [
    'a link to a missing document',
    () => {
      write('pl/01-a.md', page('A', '[b](guide:b)'));
      write('en/01-a.md', page('A', 'x'));
    },
    /links to a missing document b/,
  ],
  [
    'two documents with one slug',
    () => {
      write('pl/01-a.md', page('A', 'x'));
      write('pl/02-a.md', page('A', 'x'));
    },
    /two pl documents are named a/,
  ],
])('fails the build on %s', (_name, arrange, message) => {
  arrange();
  expect(() => compileGuide(dir)).toThrow(GuideCompileError);
  expect(() => compileGuide(dir)).toThrow(message);
});

describe('the product guide (shell/guide)', () => {
  const { documents } = compileGuide(path.resolve(__dirname, '../../../guide'));

  it('has every document in Polish and English with the same headings structure', () => {
    const pl = queryGuide(documents).where({ lang: 'pl' }).sortBy('order').fetch();
    const en = queryGuide(documents).where({ lang: 'en' }).sortBy('order').fetch();
    expect(pl.length).toBeGreaterThanOrEqual(10);
    expect(en.map((d) => d.slug)).toEqual(pl.map((d) => d.slug));
    for (const [index, doc] of pl.entries()) {
      const other = en[index]!;
      expect([doc.slug, other.audience, other.public]).toEqual([doc.slug, doc.audience, doc.public]);
      expect([doc.slug, other.toc.length]).toEqual([doc.slug, doc.toc.length]);
    }
  });

  it('covers both audiences and has public help sections, including contact and FAQ', () => {
    const pl = queryGuide(documents).where({ lang: 'pl' });
    expect(pl.where({ audience: 'agent' }).fetch().length).toBeGreaterThan(5);
    expect(pl.where({ audience: 'client' }).fetch().length).toBeGreaterThan(5);
    expect(
      pl
        .where({ public: true })
        .only('slug')
        .fetch()
        .map((d) => d.slug),
    ).toEqual(expect.arrayContaining(['contact', 'faq', 'logging-in']));
    expect(pl.search('kod sms').fetch().length).toBeGreaterThan(0);
    expect(queryGuide(documents).where({ lang: 'en' }).search('sms code').fetch().length).toBeGreaterThan(0);
  });
});
