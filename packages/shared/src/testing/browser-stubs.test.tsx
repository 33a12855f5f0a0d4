import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-components';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { renderRoute } from './render-route.tsx';

/** Longer than tabster's 250 ms before it updates what is aria-hidden. */
const afterTabsterUpdates = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('Fluent dialogs under jsdom (browser-stubs)', () => {
  it('take focus like in a browser, and role queries find the dialog and the page however long it was open', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    await renderRoute(
      [{ path: 'screen', element: <ConfirmDialog trigger={<Button>Usuń wpis</Button>} title="Usunąć wpis?" onConfirm={onConfirm} /> }],
      '/screen',
    );
    await user.click(await screen.findByRole('button', { name: 'Usuń wpis' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Usunąć wpis?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await afterTabsterUpdates();
    expect(screen.getByRole('alertdialog', { name: 'Usunąć wpis?' })).toBe(dialog);
    expect(screen.getByRole('button', { name: 'Usuń wpis' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Usuń wpis' })).toBeInTheDocument();
    expect(document.querySelector('[aria-hidden="true"]:not([data-tabster-dummy]):not(svg)')).toBeNull();
  });

  it('see what is not rendered as invisible', async () => {
    await renderRoute(
      [
        {
          path: 'screen',
          element: (
            <div hidden>
              <button type="button">ukryty</button>
            </div>
          ),
        },
      ],
      '/screen',
    );
    const button = screen.getByText('ukryty');
    expect(button.offsetParent).toBeNull();
    expect(button.parentElement!.offsetParent).toBeNull();
    expect(document.body.getBoundingClientRect().width).toBeGreaterThan(0);
  });
});
