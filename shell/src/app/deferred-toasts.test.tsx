import { act, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { toast } from '@helpdesk/shared';
import { DeferredToasts } from './deferred-toasts.tsx';

it('shows a toast requested before the toasters had loaded, once they have', async () => {
  render(
    <FluentProvider theme={webLightTheme}>
      <DeferredToasts />
    </FluentProvider>,
  );
  toast.success('Zapisano');
  expect(await screen.findByText('Zapisano')).toBeInTheDocument();
  act(() => toast.error('Błąd'));
  expect(await screen.findByText('Błąd')).toBeInTheDocument();
});
