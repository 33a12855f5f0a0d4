/**
 * The API's attachment limits (@helpdesk/shared/schemas, server/API.md "Attachments") as the file pickers need them:
 * the `accept` list and the size as people read it.
 */
import { ATTACHMENT_EXTENSIONS } from '@helpdesk/shared/schemas';

export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
