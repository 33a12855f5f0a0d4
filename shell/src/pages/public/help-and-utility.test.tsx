import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@helpdesk/shared';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders, testQueryClient } from '../../dialogs/test-utils.tsx';
import { setCurrentUser } from '../../session/session.ts';
import type { GuideDatabase, GuideDocument } from '../../guide/guide-document.ts';
import { HelpPage } from './help-page.tsx';
import { UtilityPage } from './utility-page.tsx';

jest.mock('../../guide/guide-database-url.ts', () => ({ GUIDE_DATABASE_URL: '/guide.test.json' }));

const doc = (slug: string, order: number, isPublic: boolean, html: string): GuideDocument => ({
  slug,
  lang: 'pl',
  title: `Tytuł ${slug}`,
  description: '',
  audience: ['agent', 'client'],
  public: isPublic,
  order,
  toc: [],
  html,
  text: '',
});

const database: GuideDatabase = {
  version: 1,
  documents: [
    doc(
      'contact',
      0,
      true,
      '<p>Zadzwoń: 22 000</p><a href="?doc=faq" data-guide-link="faq">FAQ</a> <a href="?doc=tickets" data-guide-link="tickets">zgłoszenia</a>',
    ),
    doc('faq', 1, true, '<p>Odpowiedź na pytanie</p>'),
    doc('tickets', 2, false, '<p>Tajne</p>'),
  ],
};

beforeAll(async () => {
  await initI18n(shellTranslations);
  await i18n.changeLanguage('pl');
});
beforeEach(() => {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(database))) as typeof fetch;
});

function renderPublic(path: string) {
  const queryClient = testQueryClient();
  setCurrentUser(queryClient, null);
  return renderWithProviders(
    [
      { path: '/help', element: <HelpPage /> },
      { path: '/utility/:page', element: <UtilityPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path, queryClient },
  );
}

describe('/help', () => {
  it('shows contact details and only the public chapters, opening one from a link', async () => {
    const { router } = renderPublic('/help');
    expect(await screen.findByText('Zadzwoń: 22 000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tytuł faq/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Tytuł tickets/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByRole('button', { name: /Tytuł faq/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Odpowiedź na pytanie')).toBeVisible();
    expect(router.state.location.search).toBe('?doc=faq');

    await userEvent.click(screen.getByRole('link', { name: 'zgłoszenia' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/guide?doc=tickets')}`);
  });
});

describe('/utility pages', () => {
  it.each([
    ['404', 'Nie można odnaleźć tej strony'],
    ['500', 'Błąd serwera'],
    ['comingsoon', 'Wkrótce'],
    ['maintenance', 'Prace serwisowe'],
    ['faqs', 'Najczęstsze pytania'],
  ])('/utility/%s has its title and a way on', async (page, title) => {
    renderPublic(`/utility/${page}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('shows the FAQ and the contact details from the guide', async () => {
    renderPublic('/utility/faqs');
    expect(await screen.findByText('Odpowiedź na pytanie')).toBeInTheDocument();
  });

  it('treats unknown utility pages as not found', async () => {
    renderPublic('/utility/whatever');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
