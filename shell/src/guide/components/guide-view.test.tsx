import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@helpdesk/shared';
import { shellTranslations } from '../../i18n/translations.ts';
import type { GuideDatabase, GuideDocument } from '../guide-document.ts';
import { GuideView } from './guide-view.tsx';
import { renderWithProviders } from '../../dialogs/test-utils.tsx';

jest.mock('../guide-database-url.ts', () => ({ GUIDE_DATABASE_URL: '/guide.test.json' }));

const doc = (slug: string, order: number, title: string, extra: Partial<GuideDocument> = {}): GuideDocument => ({
  slug,
  lang: 'pl',
  title,
  description: '',
  audience: ['agent', 'client'],
  public: false,
  order,
  toc: [],
  html: `<p>Treść ${title}</p>`,
  text: `Treść ${title}`,
  ...extra,
});

const database: GuideDatabase = {
  version: 1,
  documents: [
    doc('logging-in', 1, 'Logowanie', {
      toc: [{ id: 'kod-sms', depth: 2, text: 'Kod SMS' }],
      html: '<h3 id="kod-sms">Kod SMS</h3><p>Wpisz kod. Zobacz <a href="?doc=tickets" data-guide-link="tickets">zgłoszenia</a>.</p><img src=x onerror="window.hacked=1">',
      text: 'Kod SMS Wpisz kod z wiadomości.',
    }),
    doc('tickets', 2, 'Zgłoszenia'),
    doc('time-reports', 3, 'Raporty czasu', { audience: ['agent'] }),
    doc('client-area', 4, 'Strefa klienta', { audience: ['client'] }),
    doc('logging-in', 1, 'Logging in', { lang: 'en' }),
  ],
};

beforeAll(async () => {
  await initI18n(shellTranslations);
});

beforeEach(async () => {
  await i18n.changeLanguage('pl');
  global.fetch = jest.fn(async () => new Response(JSON.stringify(database), { status: 200 })) as typeof fetch;
});

function renderGuide(audience: 'agent' | 'client', path = '/admin/guide') {
  return renderWithProviders(<GuideView audience={audience} />, { path }).router;
}

it('shows the audience’s contents, the first document, and sanitises its HTML', async () => {
  renderGuide('agent');
  expect(await screen.findByRole('heading', { level: 2, name: 'Logowanie' })).toBeInTheDocument();
  const toc = screen.getByRole('navigation', { name: 'Spis treści' });
  expect(
    within(toc)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Logowanie', 'Kod SMS', 'Zgłoszenia', 'Raporty czasu']);
  expect(document.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  expect(global.fetch).toHaveBeenCalledWith('/guide.test.json', expect.anything());
});

it('moves with previous/next and follows links between documents', async () => {
  const router = renderGuide('client');
  await screen.findByRole('heading', { level: 2, name: 'Logowanie' });
  expect(screen.queryByRole('button', { name: /Poprzedni/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Następny: Zgłoszenia' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Zgłoszenia' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?doc=tickets');
  await userEvent.click(screen.getByRole('button', { name: 'Następny: Strefa klienta' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Strefa klienta' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Następny/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Poprzedni: Zgłoszenia' }));
  await userEvent.click(screen.getByRole('button', { name: 'Poprzedni: Logowanie' }));
  await userEvent.click(await screen.findByRole('link', { name: 'zgłoszenia' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Zgłoszenia' })).toBeInTheDocument();
});

it('searches without accents and opens a result', async () => {
  renderGuide('agent', '/admin/guide?doc=tickets');
  await screen.findByRole('heading', { level: 2, name: 'Zgłoszenia' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj w przewodniku' }), 'wiadomosci');
  expect(await screen.findByRole('heading', { name: 'Znaleziono 1 rozdział' })).toBeInTheDocument();
  expect(screen.getByText('wiadomości')).toContainHTML('mark');
  const results = screen.getByRole('article');
  await userEvent.click(within(results).getByRole('link', { name: 'Logowanie' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Logowanie' })).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Szukaj w przewodniku' }));

  await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj w przewodniku' }), 'faks');
  expect(await screen.findByText(/Nic nie znaleziono dla „faks”/)).toBeInTheDocument();
});

it('follows the interface language and reports an unknown document', async () => {
  await i18n.changeLanguage('en');
  renderGuide('agent', '/admin/guide?doc=nope');
  expect(await screen.findByText('There is no such chapter in the guide.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show the first chapter' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Logging in' })).toBeInTheDocument();
});

it('offers a retry when the guide cannot be loaded', async () => {
  global.fetch = jest.fn(async () => new Response('nope', { status: 500 })) as typeof fetch;
  renderGuide('agent');
  expect(await screen.findByText('Nie udało się wczytać przewodnika.')).toBeInTheDocument();
  global.fetch = jest.fn(async () => new Response(JSON.stringify(database), { status: 200 })) as typeof fetch;
  await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Logowanie' })).toBeInTheDocument();
});
