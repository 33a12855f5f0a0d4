/**
 * Serves one built app on its own, without a database: the independent deployment of a remote.
 *   tsx src/static-main.ts --dir remotes/tickets/dist --port 8101 [--prefix /remotes/tickets/] [--host localhost]
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { staticDir } from './platform/static';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '8001' },
    host: { type: 'string', default: process.env.HOST || 'localhost' },
    prefix: { type: 'string', default: '/' },
  },
});

if (!values.dir) {
  console.error('Usage: tsx src/static-main.ts --dir <path> --port <n> [--prefix /remotes/tickets/] [--host localhost]');
  process.exit(2);
}

const prefix = values.prefix.endsWith('/') ? values.prefix : `${values.prefix}/`;
const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'warn' } });
await staticDir(app, { root: values.dir, prefix, cors: true });
app.get('/health', async () => ({ status: 'ok' }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const address = await app.listen({ port: Number(values.port), host: values.host });
console.log(`Serving ${values.dir} at ${address}${prefix}`);
