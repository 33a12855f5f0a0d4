/**
 * Ticket attachment limits (server/API.md "Attachments"): at most 10 MiB, these extensions only (no HTML, SVG,
 * scripts or executables). Forms check them before uploading so the user learns at once; the server checks again.
 */
import { z } from 'zod';
import type { MessageKey } from './messages.ts';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);

/** The most files one answer may announce it will upload (`attachments_expected`). */
export const ANSWER_FILES_MAX = 20;

/**
 * How many files the answer's author uploads right after it (`POST …/attachments` with its `message_id`): the answer's
 * e-mails wait for them so they carry the files. 0 or absent: the e-mails go at once.
 */
export const attachmentsExpectedSchema = z.number().int().min(0).max(ANSWER_FILES_MAX);

/**
 * What an answer announces for the files its form uploads next. Beyond ANSWER_FILES_MAX the e-mails go after that many
 * (the rest are still on the ticket), rather than the answer being refused.
 */
export const attachmentsExpected = (files: number): number => Math.min(Math.max(0, files), ANSWER_FILES_MAX);

/** Extension → the type the server serves it as. */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  eml: 'message/rfc822',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

export const ATTACHMENT_EXTENSIONS: readonly string[] = Object.keys(ATTACHMENT_TYPES);

/** The lower-cased extension of a file name ('' without one). */
export const attachmentExtension = (filename: string): string => (filename.includes('.') ? filename.split('.').pop()!.toLowerCase() : '');

/** Why a file cannot be attached (the server's 422 message key), or null when it can. */
export function attachmentProblem(file: {
  name: string;
  size: number;
}): Extract<MessageKey, 'attachment_type' | 'attachment_too_large'> | null {
  if (!Object.hasOwn(ATTACHMENT_TYPES, attachmentExtension(file.name))) return 'attachment_type';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'attachment_too_large';
  return null;
}
