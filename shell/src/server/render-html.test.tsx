/**
 * @jest-environment node
 */
import { Suspense, lazy, type ReactNode } from 'react';
import { renderPage } from './render-html.ts';

function Rows({ count }: { count: number }) {
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>row {i}</li>
      ))}
    </ul>
  );
}

function Boom(): ReactNode {
  throw new Error('the screen failed');
}

describe('renderPage', () => {
  it('renders a tree that does not suspend', async () => {
    expect(await renderPage(<Rows count={2} />, undefined)).toBe('<ul><li>row <!-- -->0</li><li>row <!-- -->1</li></ul>');
  });

  it('waits for a lazy part loading for the first time, in its place, and renders it alike once loaded', async () => {
    let loaded = 0;
    const Screen = lazy(async () => {
      loaded += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { default: () => <Rows count={1} /> };
    });
    const tree = (
      <main>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </main>
    );
    const first = await renderPage(tree, undefined);
    expect(first).toBe('<main><!--$--><ul><li>row <!-- -->0</li></ul><!--/$--></main>');
    expect(await renderPage(tree, undefined)).toBe(first);
    expect(loaded).toBe(1);
  });

  it('fails when a part throws, even inside a boundary the browser could take over', async () => {
    await expect(
      renderPage(
        <Suspense fallback={<p>loading</p>}>
          <Boom />
        </Suspense>,
        undefined,
      ),
    ).rejects.toThrow('the screen failed');
    await expect(renderPage(<Boom />, undefined)).rejects.toThrow('the screen failed');
  });
});
