import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { AfterFirstScreen } from './after-first-screen.tsx';

const tree = (
  <AfterFirstScreen fallback={<span>placeholder</span>}>
    <span>widget</span>
  </AfterFirstScreen>
);

describe('what loads once the first screen is up', () => {
  it('is rendered at once in a page the browser renders', () => {
    render(tree);
    expect(screen.getByText('widget')).toBeInTheDocument();
  });

  it('is the fallback in a server render and in the hydration that follows it, then the part itself', async () => {
    const html = renderToString(tree);
    expect(html).toContain('placeholder');
    expect(html).not.toContain('widget');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('widget');
    container.remove();
  });
});
