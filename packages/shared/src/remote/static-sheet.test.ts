import { LIGHT_CSS, insertLightSheet, insertStaticSheet } from './light-sheet.ts';

const sheets = () =>
  [...document.head.querySelectorAll<HTMLStyleElement>('style[data-sheet]')].map((s) => [s.dataset.sheet, s.textContent]);

describe('a static sheet in the browser', () => {
  beforeEach(() => document.head.replaceChildren());

  it('is written once; the kit’s goes first, a screen’s after what is there', () => {
    document.head.append(Object.assign(document.createElement('style'), { textContent: '.griffel{}' }));
    insertStaticSheet('ticket-rows', '.a{}');
    insertLightSheet();
    insertStaticSheet('ticket-rows', '.a{}');
    insertLightSheet();
    expect([...document.head.children].map((e) => (e as HTMLElement).dataset.sheet ?? e.textContent)).toEqual([
      'light-table',
      '.griffel{}',
      'ticket-rows',
    ]);
  });

  it('keeps the one the server wrote into the page, and adds its own when that one’s rules are another version’s', () => {
    document.head.innerHTML = `<style data-sheet="light-table">${LIGHT_CSS}</style><style data-sheet="ticket-rows">.old{}</style>`;
    insertLightSheet();
    insertStaticSheet('ticket-rows', '.new{}');
    expect(sheets()).toEqual([
      ['light-table', LIGHT_CSS],
      ['ticket-rows', '.old{}'],
      ['ticket-rows', '.new{}'],
    ]);
  });
});
