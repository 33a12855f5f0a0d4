import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@helpdesk/shared';
import { renderRoute } from '../testing/render-route.tsx';
import { ATTACHMENT_MAX_BYTES } from '../schemas/attachments.ts';
import { AttachmentList } from './attachment-list.tsx';
import { FilePicker } from './file-picker.tsx';
import { formatBytes } from './format-bytes.ts';

function Picker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const change = (next: File[]) => {
    setFiles(next);
    onFiles(next);
  };
  return <FilePicker files={files} onChange={change} label="Dołącz pliki" />;
}

const file = (name: string, size = 1536) => new File([new Uint8Array(size)], name);

describe('attachments', () => {
  beforeAll(() => initI18n());
  beforeEach(() => act(() => i18n.changeLanguage('pl')));

  it('the picker keeps allowed files, names each refused one with its reason, and removes a chosen one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = jest.fn();
    await renderRoute([{ path: 'screen', element: <Picker onFiles={onFiles} /> }], '/screen');
    expect(await screen.findByText(/^Pliki do 10 MB: png, jpg/)).toBeInTheDocument();

    await user.upload(screen.getByTestId('file-input'), [
      file('skan.PDF'),
      file('strona.html'),
      file('film.zip', ATTACHMENT_MAX_BYTES + 1),
    ]);
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'skan.PDF' })]);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'strona.html: niedozwolony typ pliku',
      'film.zip: plik jest za duży (maksymalnie 10 MB)',
    ]);
    const chosen = screen.getByRole('list', { name: 'Wybrane pliki' });
    expect(chosen).toHaveTextContent('skan.PDF (1.5 KB)');

    await user.click(within(chosen).getByRole('button', { name: 'Usuń skan.PDF' }));
    expect(onFiles).toHaveBeenLastCalledWith([]);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(/^Files up to 10 MB: png, jpg/)).toBeInTheDocument();
  });

  it('lists attachments as download links with their sizes', async () => {
    await renderRoute(
      [{ path: 'screen', element: <AttachmentList attachments={[{ id: 9, filename: 'instrukcja.pdf', size: 2048, url: '/api/x/9' }]} /> }],
      '/screen',
    );
    const list = await screen.findByRole('list', { name: 'Załączniki' });
    expect(within(list).getByRole('link', { name: 'Pobierz instrukcja.pdf (2.0 KB)' })).toHaveAttribute('href', '/api/x/9');
  });

  it('writes sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
