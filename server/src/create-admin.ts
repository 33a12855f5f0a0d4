/**
 * `pnpm --filter @helpdesk/server create-admin --email … --firstname … --lastname … --phone …`: creates the first
 * admin of a database that has none (production seeds no accounts). The password comes from ADMIN_PASSWORD or is
 * asked for (twice, not echoed). Refuses when an admin exists.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config';
import { AdminExists, createFirstAdmin, EmailTaken, firstAdminSchema } from './modules/setup';
import { issuesToErrors } from './platform/errors';
import { openDatabase } from './platform/db/client';

const { values } = parseArgs({
  options: { email: { type: 'string' }, firstname: { type: 'string' }, lastname: { type: 'string' }, phone: { type: 'string' } },
});

function ask(question: string, hidden: boolean): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (hidden) {
    const r = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    r._writeToOutput = (s: string) => {
      if (s.startsWith(question)) r.output.write(question);
    };
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

const config = loadConfigOrExit();
const input = {
  email: values.email ?? (await ask('E-mail: ', false)),
  firstname: values.firstname ?? (await ask('First name: ', false)),
  lastname: values.lastname ?? (await ask('Last name: ', false)),
  phone: values.phone ?? (await ask('Phone (SMS login codes): ', false)),
  password: process.env.ADMIN_PASSWORD ?? (await ask('Password: ', true)),
  password_confirmation: '',
};
input.password_confirmation = process.env.ADMIN_PASSWORD ?? (await ask('Repeat the password: ', true));
const parsed = firstAdminSchema.safeParse(input);
if (!parsed.success) {
  for (const [field, messages] of Object.entries(issuesToErrors('en', parsed.error.issues)))
    console.error(`${field}: ${messages.join('; ')}`);
  process.exit(1);
}
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  statementTimeoutMs: config.statementTimeoutMs,
});
let code = 0;
try {
  const admin = await createFirstAdmin(database.db, parsed.data);
  console.log(`Created the admin ${admin.email} (id ${admin.id}). Sign in; agents confirm each login with an SMS code.`);
} catch (error) {
  if (error instanceof AdminExists) console.error('An admin already exists: add further agents from the application.');
  else if (error instanceof EmailTaken) console.error('That e-mail address is already taken.');
  else throw error;
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
