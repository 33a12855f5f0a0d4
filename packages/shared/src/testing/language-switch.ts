/** A remote's texts come in the language shown only, and its screen changes language live (and back). */
import { act, screen } from '@testing-library/react';
// The stateful root by its name, never relatively: the very i18n instance the app under test uses.
import { i18n } from '@helpdesk/shared';

/**
 * On a screen rendered in Polish: the first text is its title (h1), the others any texts of the screen, in both
 * languages. The remote's own texts (its `screens` titles) are not there in English until the switch.
 */
export async function expectLiveLanguageSwitch(namespace: string, texts: { pl: [string, ...string[]]; en: [string, ...string[]] }) {
  const shows = async ([title, ...others]: [string, ...string[]]) => {
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const text of others) expect(await screen.findByText(text)).toBeInTheDocument();
  };
  await shows(texts.pl);
  expect(i18n.getResource('en', namespace, 'screens')).toBeUndefined();
  await act(() => i18n.changeLanguage('en'));
  await shows(texts.en);
  await act(() => i18n.changeLanguage('pl'));
  await shows(texts.pl);
}
