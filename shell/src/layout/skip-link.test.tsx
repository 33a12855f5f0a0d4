import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n, initI18n } from '@helpdesk/shared';
import { shellTranslations } from '../i18n/translations.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
});

describe.each([
  ['pl', 'Przejdź do treści'],
  ['en', 'Skip to content'],
])('skip link (%s)', (lang, name) => {
  it('is the first stop of the keyboard and takes focus to the page content', async () => {
    await act(() => i18n.changeLanguage(lang));
    const u = userEvent.setup();
    render(
      <FluentProvider theme={webLightTheme}>
        <SkipLink />
        <nav>
          <a href="/admin">Menu</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          Treść
        </main>
      </FluentProvider>,
    );
    await u.tab();
    expect(screen.getByRole('link', { name })).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
