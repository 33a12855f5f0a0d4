import { ATTACHMENT_MAX_BYTES, attachmentProblem, formatBytes } from './attachment-rules.ts';

describe('attachment rules (server/API.md limits)', () => {
  it('accepts the allowed types up to 10 MiB, whatever the case of the extension', () => {
    expect(attachmentProblem({ name: 'scan.PDF', size: 1024 })).toBeNull();
    expect(attachmentProblem({ name: 'logs.tar.zip', size: ATTACHMENT_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(attachmentProblem({ name: 'page.html', size: 10 })).toBe('type');
    expect(attachmentProblem({ name: 'setup.exe', size: 10 })).toBe('type');
    expect(attachmentProblem({ name: 'README', size: 10 })).toBe('type');
    expect(attachmentProblem({ name: 'photo.png', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('too-large');
  });

  it('writes sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
