import type { AttachmentsConfig } from '../../config';
import type { AttachmentStore } from './attachment-store';
import { createDiskStore } from './disk-store';
import { createS3Store } from './s3-store';

/** The store ATTACHMENTS_DRIVER names: a directory on disk (default) or an S3-compatible bucket. */
export function createAttachmentStore(config: AttachmentsConfig): AttachmentStore {
  return config.driver === 's3' ? createS3Store(config) : createDiskStore(config.dir);
}
