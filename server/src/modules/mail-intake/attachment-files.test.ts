import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acceptFiles } from './attachment-files';

describe('e-mail attachments: which parts are kept', () => {
  const part = (filename: string | undefined, contentType = 'application/octet-stream') => ({
    filename,
    contentType,
    content: Buffer.from('x'),
  });

  it('keeps allowed extensions with their served type and drops the rest by name', () => {
    const { files, dropped } = acceptFiles([part('raport.PDF'), part('faktura.exe'), part('x.constructor'), part('x.toString')]);
    assert.deepEqual(
      files.map((f) => [f.filename, f.mimeType]),
      [['raport.PDF', 'application/pdf']],
    );
    assert.deepEqual(dropped, ['faktura.exe', 'x.constructor', 'x.toString']);
  });

  it('names an unnamed inline image after its type', () => {
    const { files } = acceptFiles([part(undefined, 'image/png')]);
    assert.deepEqual(
      files.map((f) => [f.filename, f.mimeType]),
      [['attachment-1.png', 'image/png']],
    );
  });
});
