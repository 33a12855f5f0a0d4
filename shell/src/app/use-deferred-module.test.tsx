import { act, render, screen } from '@testing-library/react';
import { useDeferredModule } from './use-deferred-module.ts';

describe('a page’s below-the-heading chunk', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is requested in the task after the commit that shows the heading, not within it', async () => {
    const load = jest.fn(() => Promise.resolve({ text: 'Formularze' }));
    function Page() {
      const content = useDeferredModule(load);
      return (
        <main>
          <h1>Profil</h1>
          {content ? <p>{content.text}</p> : <p>…</p>}
        </main>
      );
    }
    // act() flushes the commit's effects at once, as a synchronous first render does.
    act(() => {
      render(<Page />);
    });
    expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Formularze')).toBeInTheDocument();
  });

  it('is not requested for a page that left before the next task', async () => {
    const load = jest.fn(() => Promise.resolve({}));
    function Page() {
      useDeferredModule(load);
      return <h1>Profile</h1>;
    }
    const { unmount } = render(<Page />);
    unmount();
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(load).not.toHaveBeenCalled();
  });
});
