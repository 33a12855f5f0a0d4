/**
 * Attachment bytes behind one port: a directory on disk (default) or an S3-compatible bucket
 * (ATTACHMENTS_DRIVER=s3, when several server instances share no disk). The database keeps only the key
 * (`{ticketId}/{uuid}`, `unassigned/{uuid}`); the driver decides where a key lives
 * (create-attachment-store.ts picks it).
 */
import type { Readable } from 'node:stream';

export interface AttachmentStore {
  /** Stores `body` under a fresh key and resolves with its size in bytes. A body that fails midway leaves nothing behind. */
  put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<number>;
  /** The stored bytes as a stream (never read whole into memory), or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Stores a copy of `from` under the fresh key `to` (on the store's side where it can). */
  copy(from: string, to: string): Promise<void>;
  /** Removes the keys; a key that is not there is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Lets go of connections (the server is closing). */
  close(): void;
}
