import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@helpdesk/shared';
import { renderRoute } from '../testing/render-route.tsx';
import { EvaluationForm } from './evaluation-form.tsx';

describe('the rating form', () => {
  beforeAll(() => initI18n());
  beforeEach(() => act(() => i18n.changeLanguage('pl')));

  it('asks for stars, then for a reason when the rating is low, and sends the schema’s values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    await renderRoute([{ path: 'screen', element: <EvaluationForm onSubmit={onSubmit}>Zgłoszenie ACME-1</EvaluationForm> }], '/screen');
    const form = await screen.findByRole('form', { name: 'Ocena obsługi' });
    expect(form).toHaveTextContent('Zgłoszenie ACME-1');

    await user.click(screen.getByRole('button', { name: 'Wyślij ocenę' }));
    expect(await screen.findByText('Wybierz ocenę')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2 gwiazdki' }));
    await user.click(screen.getByRole('button', { name: 'Wyślij ocenę' }));
    expect(await screen.findByText('Wybierz powód niskiej oceny')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Zbyt mało wizyt' }));
    await user.type(screen.getByLabelText('Komentarz (opcjonalnie)'), ' Dwa dni. ');
    await user.click(screen.getByRole('button', { name: 'Wyślij ocenę' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 2, reason: 'too-few-visits', comment: 'Dwa dni.' });
  });

  it('drops the reason when the rating is raised', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    await renderRoute([{ path: 'screen', element: <EvaluationForm onSubmit={onSubmit} /> }], '/screen');
    await user.click(await screen.findByRole('radio', { name: '1 gwiazdka' }));
    await user.click(screen.getByRole('radio', { name: 'Inny powód' }));
    await user.click(screen.getByRole('radio', { name: '5 gwiazdek' }));
    expect(screen.queryByRole('radio', { name: 'Inny powód' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Wyślij ocenę' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ rating: 5, reason: null }));
  });
});
