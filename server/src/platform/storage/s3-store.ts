import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AttachmentsConfig } from '../../config';
import type { AttachmentStore } from './attachment-store';

/** Uploads of unknown length go up in parts of this size: at most one part per upload is held in memory. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** One object per key in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, Garage, …), through the AWS SDK. */
export function createS3Store(config: Extract<AttachmentsConfig, { driver: 's3' }>): AttachmentStore {
  // The SDK (some 80 modules) is loaded by the first store made, not by every server start: most never use S3.
  const sdk = Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  let made: S3Client | undefined;
  const connected = async () => {
    const [{ S3Client: Client, ...commands }, { Upload }] = await sdk;
    made ??= new Client({
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      region: config.region,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 demands them: several S3-compatible servers refuse the SDK's newer checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { client: made, Upload, ...commands };
  };
  const Bucket = config.bucket;

  return {
    async put(key, body, { contentType }) {
      let size = 0;
      const counted = async function* (source: Readable) {
        for await (const chunk of source) {
          size += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      };
      if (Buffer.isBuffer(body)) size = body.length;
      const { client, Upload, AbortMultipartUploadCommand } = await connected();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: Buffer.isBuffer(body) ? body : Readable.from(counted(body)), ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 1,
        // We abort ourselves: lib-storage would report a failed abort instead of the failure that caused it.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        // A failed single PUT stores nothing; a multipart upload is never completed, and its parts go with the abort
        // (or with the bucket's lifecycle rule for incomplete uploads, where the abort itself fails).
        if (upload.uploadId)
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: upload.uploadId })).catch(() => undefined);
        throw error;
      }
      return size;
    },

    async get(key) {
      const { client, GetObjectCommand } = await connected();
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the SDK's body is the HTTP response itself: a Readable, streamed as it arrives.
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async copy(from, to) {
      const source = from.split('/').map(encodeURIComponent).join('/');
      const { client, CopyObjectCommand } = await connected();
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${source}` }));
    },

    async delete(keys) {
      // One DeleteObject per key: DeleteObjects needs a checksum header some S3-compatible servers reject.
      const { client, DeleteObjectCommand } = await connected();
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },

    close() {
      made?.destroy();
    },
  };
}
