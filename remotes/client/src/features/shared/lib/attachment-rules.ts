/**
 * The attachment limits of the API (server/API.md "Attachments"), checked before uploading so the client learns at
 * once. The server checks again; these must follow it (they belong in @helpdesk/shared next to the other contracts).
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);
export const ATTACHMENT_EXTENSIONS = [
  'png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'txt', 'log', 'csv', 'eml', 'zip',
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods',
] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type AttachmentProblem = 'too-large' | 'type' | null;

export function attachmentProblem(file: { name: string; size: number }): AttachmentProblem {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'too-large';
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
