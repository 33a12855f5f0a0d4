/** Test helpers: what a store holds, seen from outside the app, and a database write made to fail on purpose. */
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type { AttachmentsConfig } from '../../config';
import type { Db } from '../db/client';

/** Every key the store holds, sorted: the files under the directory, or the objects in the bucket. */
export async function storedKeys(config: AttachmentsConfig): Promise<string[]> {
  if (config.driver === 'disk') {
    if (!fs.existsSync(config.dir)) return [];
    return (fs.readdirSync(config.dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(config.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  }
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
  });
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return keys.sort();
  } finally {
    client.destroy();
  }
}

/** Whether an error is the one `failInsertsInto` raises (drizzle wraps it as the cause). */
export const isForcedRollback = (error: Error & { cause?: Error }) => /forced rollback/.test(error.cause?.message ?? error.message);

/** Makes every insert into `table` fail (a trigger raising an error) until the returned function is called. */
export async function failInsertsInto(db: Db, table: string): Promise<() => Promise<void>> {
  const name = `test_fail_${table}`;
  await db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'forced rollback'; end $$`),
  );
  await db.execute(sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`));
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
