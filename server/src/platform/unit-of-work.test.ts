/**
 * Issue 33 item 2: a message is in the outbox if and only if the change that caused it committed, and nobody hears of
 * a change before it is there to be read. The unit of work on a real (embedded) database, outbox and disk store.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { openDatabase, type Database } from './db/client';
import { outbox } from './db/schema';
import { createMessenger } from './messaging';
import { createOutbox } from './outbound/outbox';
import { createDiskStore } from './storage/disk-store';
import { unitOfWork, withinUnitOfWork } from './unit-of-work';

describe('unit of work', () => {
  let dir: string;
  let database: Database;
  let ctx: AppContext;
  /** What was published, with the outbox rows a reader outside the transaction saw at that moment. */
  let published: { event: string; outboxRowsSeen: number }[];
  let wakes: number;

  const outboxRows = async () => (await database.db.select({ n: count() }).from(outbox))[0]!.n;
  const files = () => fs.readdirSync(path.join(dir, 'files'), { recursive: true }).filter((f) => String(f).endsWith('.txt'));

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-of-work-'));
    database = await openDatabase({ dataDir: path.join(dir, 'db') });
  });
  after(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    published = [];
    wakes = 0;
    const db = database.db;
    ctx = {
      db,
      messenger: createMessenger({ db, outbox: createOutbox({ mailFrom: 'Helpdesk <help@msp.test>' }), wake: () => wakes++ }),
      broadcaster: {
        publish: async (_channels: string[], event: string) => {
          published.push({ event, outboxRowsSeen: await outboxRows() });
        },
      },
      attachments: createDiskStore(path.join(dir, 'files')),
    } as unknown as AppContext;
  });

  it('commits the change with its messages; broadcasts and the sender’s wake-up come after the commit', async () => {
    const result = await unitOfWork(ctx, async (tx) => {
      assert.ok(withinUnitOfWork(tx));
      await tx.messenger.sendMail('client@acme.test', 'Odpowiedź', 'Treść');
      await tx.broadcaster.publish(['private-ticket.1'], 'ticket.updated', {});
      await tx.attachments.put('1/a.txt', Buffer.from('plik'), { contentType: 'text/plain' });
      assert.deepEqual(published, [], 'nothing is heard before the commit');
      assert.equal(wakes, 0);
      return 'done';
    });
    assert.equal(result, 'done');
    assert.deepEqual(published, [{ event: 'ticket.updated', outboxRowsSeen: 1 }], 'the event comes when its mail is there to read');
    assert.equal(wakes, 1);
    assert.equal(await outboxRows(), 1);
    assert.equal(files().length, 1);
  });

  it('a failure rolls back the messages with the change: no outbox row, no broadcast, no file left', async () => {
    await assert.rejects(
      unitOfWork(ctx, async (tx) => {
        await tx.messenger.sendMail('client@acme.test', 'Odpowiedź', 'Treść');
        await tx.messenger.sendSms('+48600100200', 'Kod 123456');
        await tx.broadcaster.publish(['private-ticket.1'], 'ticket.updated', {});
        await tx.attachments.put('1/b.txt', Buffer.from('plik'), { contentType: 'text/plain' });
        throw new Error('the save failed');
      }),
      /the save failed/,
    );
    assert.equal(await outboxRows(), 0);
    assert.deepEqual(published, []);
    assert.equal(wakes, 0);
    assert.ok(!files().some((f) => String(f).endsWith('b.txt')));
  });

  it('a unit started inside another joins it: one transaction, released once', async () => {
    await assert.rejects(
      unitOfWork(ctx, async (outer) => {
        await unitOfWork(outer, async (inner) => {
          assert.equal(inner, outer);
          await inner.messenger.sendMail('agent@msp.test', 'Przypisano', 'Treść');
          await inner.broadcaster.publish(['private-ticket.2'], 'ticket.updated', {});
        });
        assert.equal(wakes, 0, 'the inner unit does not wake the sender before the outer commit');
        throw new Error('the outer work failed');
      }),
      /outer work failed/,
    );
    assert.equal(await outboxRows(), 0, 'the inner unit’s mail went with the outer rollback');
    assert.deepEqual(published, []);
  });
});
