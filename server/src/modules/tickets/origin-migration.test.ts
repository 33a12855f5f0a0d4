/**
 * Migration 0007 on a database that already has tickets: their origin comes from the rows that tie a ticket to its
 * intake (e-mail, monitoring log, reminder run), their messages' from the From kept since 0006 and the monitoring
 * tickets' alerts; the rest stays `web`, and the search documents are untouched. PGlite, or PostgreSQL in the
 * PostgreSQL pass (DATABASE_URL).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { freshPostgres } from '../../test/harness';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
const BEFORE = '0006_ticket_description_search_and_mail_sender';

/** A copy of the migrations folder that ends at `last`. */
function migrationsUpTo(last: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === last);
  assert.ok(upTo >= 0, `${last} in the journal`);
  journal.entries = journal.entries.slice(0, upTo + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

interface Target {
  run(query: string): Promise<Record<string, unknown>[]>;
  /** Several statements, no results. */
  exec(script: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const fresh = await freshPostgres(url);
    const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
    const db = drizzlePg({ client: pool });
    return {
      run: async (query) => (await pool.query(query)).rows,
      exec: async (script) => void (await pool.query(script)),
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await fresh.drop();
      },
    };
  }
  const client = new PGlite();
  const db = drizzlePglite({ client });
  return {
    run: async (query) => (await client.query<Record<string, unknown>>(query)).rows,
    exec: async (script) => void (await client.exec(script)),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

describe('migration 0007 (ticket origin, the description’s e-mail sender) on existing tickets', () => {
  let target: Target;
  let folder: string;

  before(async () => {
    target = await openTarget();
    folder = migrationsUpTo(BEFORE);
    await target.migrate(folder);
    await target.exec(`
      INSERT INTO companies (id, name, short_name, tag) VALUES (1, 'Acme Sp. z o.o.', 'Acme', 'ACME');
      INSERT INTO users (id, kind, firstname, lastname, email, password_hash, role, company_id) VALUES
        (1, 'agent', 'Artur', 'Agent', 'agent@demo.test', 'x', 'agent', NULL),
        (2, 'client', 'Monitoring', 'Acme', 'monitoring@demo.test', 'x', 'monitoring', 1),
        (3, 'client', 'Celina', 'Klient', 'client@demo.test', 'x', 'client', 1);
      INSERT INTO tickets (id, fullid, subject, body, type, company_id, priority, category, status) VALUES
        (1, 'ACME-1', 'Drukarka', 'Nie drukuje', 'question', 1, 'normal', 'other', 'new'),
        (2, 'ACME-2', 'Dysk pełny', 'Dysk C', 'monitoring', 1, 'high', 'servers', 'new'),
        (3, 'ACME-3', 'Przegląd serwera', 'Co miesiąc', 'order', 1, 'normal', 'other', 'new'),
        (4, 'ACME-4', 'Nowy laptop', 'Proszę o laptop', 'order', 1, 'normal', 'other', 'new');
      INSERT INTO inbound_messages (message_id, outcome, ticket_id) VALUES ('a@mail', 'ticket', 1), ('b@mail', 'reply', 4);
      INSERT INTO monitoring_logs (title, sender, ticket_id) VALUES ('Dysk pełny', 'Zabbix', 2), ('Bez zgłoszenia', 'Zabbix', NULL);
      INSERT INTO reminders (id, title, company_id, day) VALUES (1, 'Przegląd serwera', 1, '2026-11-01');
      INSERT INTO reminder_runs (reminder_id, occurrence, ticket_id) VALUES (1, '2026-11-01', 3);
      INSERT INTO ticket_messages (id, ticket_id, author_id, body, sender_name, sender_email) VALUES
        (1, 1, NULL, 'Też nie drukuje', 'Jan Nowak', 'jan@acme.test'),
        (2, 1, 1, 'Sprawdzimy', NULL, NULL),
        (3, 2, NULL, 'Dysk nadal pełny', NULL, NULL),
        (4, 2, 2, 'Dysk OK', NULL, NULL),
        (5, 2, 1, 'Posprzątane', NULL, NULL),
        (6, 2, 3, 'Dziękuję', NULL, NULL),
        (7, 4, NULL, 'Nieznany nadawca sprzed 0006', NULL, NULL);
    `);
  });
  after(async () => {
    await target?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('fills origin from the intake rows, keeps the rest `web`, and leaves the search documents and counts as they were', async () => {
    const searchBefore = await target.run('SELECT id, search::text AS search FROM tickets ORDER BY id');
    const countsBefore = await target.run('SELECT company_id, status, type, n FROM ticket_counts ORDER BY type, status');
    // Up to the migration under test: a later one (0038, the global search) rewrites every search document on purpose.
    await target.migrate(migrationsUpTo('0007_ticket_origin_and_mail_sender'));
    assert.deepEqual(
      (await target.run('SELECT id, origin, sender_name, sender_email FROM tickets ORDER BY id')).map((r) => [
        r.id,
        r.origin,
        r.sender_name,
        r.sender_email,
      ]),
      [
        [1, 'email', null, null],
        [2, 'monitoring', null, null],
        [3, 'reminder', null, null],
        [4, 'web', null, null],
      ],
    );
    // The From since 0006 is an e-mail; on the monitoring ticket, what nobody or the monitoring account wrote is an
    // alert, what an agent or a client wrote is not; without a From, an old e-mail cannot be told apart: `web`.
    assert.deepEqual(
      (await target.run('SELECT id, origin FROM ticket_messages ORDER BY id')).map((r) => [r.id, r.origin]),
      [
        [1, 'email'],
        [2, 'web'],
        [3, 'monitoring'],
        [4, 'monitoring'],
        [5, 'web'],
        [6, 'web'],
        [7, 'web'],
      ],
    );
    assert.deepEqual(await target.run('SELECT id, search::text AS search FROM tickets ORDER BY id'), searchBefore);
    assert.deepEqual(await target.run('SELECT company_id, status, type, n FROM ticket_counts ORDER BY type, status'), countsBefore);
  });

  it('turns the messages’ search trigger back on: a message added after the migration is searchable', async () => {
    await target.run(`INSERT INTO ticket_messages (id, ticket_id, body) VALUES (8, 4, 'zasilacz')`);
    await target.run(`UPDATE ticket_messages SET body = 'klawiatura' WHERE id = 7`);
    const [row] = await target.run(
      `SELECT search @@ to_tsquery('simple', 'klawiatura') AS found, search @@ to_tsquery('simple', 'nieznany') AS stale FROM tickets WHERE id = 4`,
    );
    assert.deepEqual(row, { found: true, stale: false });
  });
});
