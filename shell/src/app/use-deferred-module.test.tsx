import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { deferredModule, loadDeferredModules, useDeferredModule } from './use-deferred-module.ts';

const figures = { Figures: () => <p>figures</p> };

function pageOf(load: () => Promise<typeof figures>) {
  return function Page() {
    const module = useDeferredModule(load);
    return module ? <module.Figures /> : <p>placeholder</p>;
  };
}

describe('a page’s deferred chunk', () => {
  it('comes after the first render in a page the browser renders', async () => {
    const Page = pageOf(() => Promise.resolve(figures));
    render(<Page />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(await screen.findByText('figures')).toBeInTheDocument();
  });

  it('is there at the first render once named and loaded: a server render, and the hydration that follows', async () => {
    let loads = 0;
    const load = deferredModule(() => {
      loads += 1;
      return Promise.resolve(figures);
    });
    const Page = pageOf(load);
    expect(renderToString(<Page />)).toContain('placeholder');
    await loadDeferredModules();
    expect(renderToString(<Page />)).toContain('figures');
    render(<Page />);
    expect(screen.getByText('figures')).toBeInTheDocument();
    // Loaded once, however many pages render it.
    await loadDeferredModules();
    expect(loads).toBe(1);
  });
});
