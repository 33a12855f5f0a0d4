import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@helpdesk/shared';
import { renderRoute } from '../testing/render-route.tsx';
import { SafeHtml, sanitizeMessageHtml } from './safe-html.tsx';

const PIXEL = 'https://track.test/p.gif?u=7';
const INLINE = 'data:image/png;base64,iVBORw0KGgo=';

describe('SafeHtml: remote images wait for the reader, the app’s own actions are dropped', () => {
  beforeAll(() => initI18n());
  beforeEach(() => act(() => i18n.changeLanguage('pl')));

  const render = (html: string) => renderRoute([{ path: 'm', element: <SafeHtml html={html} data-testid="body" /> }], '/m');

  it('blocks a remote image (stored before or after the server did) and shows it for that message on request', async () => {
    await render(
      `<p>Hi<img alt="a" src="${PIXEL}"><img alt="b" data-remote-src="https://cdn.test/b.png"><img alt="c" src="${INLINE}"></p>`,
    );
    const body = await screen.findByTestId('body');
    const [a, b, c] = body.querySelectorAll('img');
    expect(a).not.toHaveAttribute('src');
    expect(a).toHaveAttribute('data-remote-src', PIXEL);
    expect(b).not.toHaveAttribute('src');
    expect(c).toHaveAttribute('src', INLINE);
    expect(screen.getByTestId('images-blocked')).toHaveTextContent('Obrazy z zewnętrznych serwerów są zablokowane.');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż obrazy' }));
    const [a2, b2, c2] = screen.getByTestId('body').querySelectorAll('img');
    expect(a2).toHaveAttribute('src', PIXEL);
    expect(b2).toHaveAttribute('src', 'https://cdn.test/b.png');
    expect(c2).toHaveAttribute('src', INLINE);
    expect(screen.queryByTestId('images-blocked')).toBeNull();
  });

  it('says it in English too, and shows no bar without remote images', async () => {
    await act(() => i18n.changeLanguage('en'));
    await render(`<img src="${PIXEL}">`);
    expect(await screen.findByRole('button', { name: 'Show images' })).toBeInTheDocument();
    expect(screen.getByTestId('images-blocked')).toHaveTextContent('Images from other servers are blocked.');
    expect(sanitizeMessageHtml(`<p><img src="${INLINE}"></p>`).blockedImages).toBe(0);
  });

  it('drops links and images to the app’s API and actions, keeps links to its pages and other sites', () => {
    const origin = window.location.origin;
    const { html } = sanitizeMessageHtml(
      `<img src="/api/admin/ticket/1"><img src="${origin}/api/user"><a href="/logout">out</a><a href="${origin}/sanctum/csrf-cookie">c</a>` +
        `<a href="/tickets/5">t</a><a href="https://other.test/api/x">o</a><img srcset="${PIXEL} 1x"><table background="${PIXEL}"></table>`,
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    expect([...box.querySelectorAll('img')].map((i) => i.getAttribute('src') ?? i.getAttribute('data-remote-src'))).toEqual([
      null,
      null,
      null,
    ]);
    expect([...box.querySelectorAll('a')].map((x) => x.getAttribute('href'))).toEqual([
      null,
      null,
      '/tickets/5',
      'https://other.test/api/x',
    ]);
    expect(html).not.toContain('track.test');
  });
});
