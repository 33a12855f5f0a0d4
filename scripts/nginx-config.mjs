#!/usr/bin/env node
/**
 * The one nginx configuration of a helpdesk cluster: `npm run cluster` (scripts/cluster.mjs), the server's cluster
 * tests (server/src/test/cluster.ts) and the README's production section all use this template.
 *
 *   node scripts/nginx-config.mjs --listen 0.0.0.0:80 --upstream 10.0.0.11:8000 --upstream 10.0.0.12:8000
 *
 * prints the site (map, upstream, server: for /etc/nginx/conf.d/); `nginxConfig()` wraps it in a whole nginx.conf
 * for a private nginx (pid, logs and temp files under one directory).
 *
 * Why it is written so (the rolling restart loses no request):
 * - A refused connection (an instance restarting) is retried on the next instance: nothing was sent, so even a POST
 *   is safe. nginx never retries a POST it has sent (no `non_idempotent`: a retry could write twice).
 * - A draining instance (SIGTERM) answers reads with 503: nginx retries them elsewhere and, `max_fails=1`, stops
 *   choosing it for `fail_timeout`; the instance closes its listener only once no connection arrived for a moment,
 *   so no connection nginx has already sent a request on is reset by the closing listener (that reset was a 502).
 * - Each instance is also listed as a `backup` that is never marked down: if every instance is marked down at once
 *   (one draining while the other has just come back), nginx tries them anyway instead of answering 502.
 * - No keep-alive to the instances (`Connection: close` unless upgrading): a connection closed by a stopping
 *   instance is never reused by nginx.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The site: the upstream of the instances and the server that balances HTTP and WebSocket over them. */
export function nginxSite({ listen, upstreams, accessLog = 'off', failTimeout = '1s' }) {
  return `map $http_upgrade $helpdesk_connection { default upgrade; '' close; }
upstream helpdesk {
  zone helpdesk 64k;
${upstreams.map((u) => `  server ${u} max_fails=1 fail_timeout=${failTimeout};`).join('\n')}
${upstreams.map((u) => `  server ${u} backup max_fails=0;`).join('\n')}
}
server {
  listen ${listen};
  client_max_body_size 30m;
  access_log ${accessLog};
  # Metrics are for Prometheus on the instances' own addresses (METRICS_TOKEN), never public.
  location = /metrics { return 404; }
  location / {
    proxy_pass http://helpdesk;
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    # WebSocket (the Pusher protocol at /app/{key}).
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $helpdesk_connection;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_connect_timeout 2s;
    proxy_read_timeout 120s;
  }
}
`;
}

/** A whole nginx.conf for a private nginx whose pid, error log and temp files live under `dir`. */
export function nginxConfig({
  dir,
  listen,
  upstreams,
  errorLog = `${dir}/error.log`,
  accessLog = 'off',
  workers = 'auto',
  root = process.getuid?.() === 0,
}) {
  const indent = (text) => text.replace(/^(?=.)/gm, '  ');
  return `# Generated from scripts/nginx-config.mjs — the reference balancer for the helpdesk instances.
${root ? 'user root root;\n' : ''}worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 8192; }
http {
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${indent(nginxSite({ listen, upstreams, accessLog }))}}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { listen: { type: 'string', default: '80' }, upstream: { type: 'string', multiple: true, default: [] } },
  });
  if (values.upstream.length === 0) {
    console.error('Usage: node scripts/nginx-config.mjs --listen 0.0.0.0:80 --upstream host:port [--upstream host:port …]');
    process.exit(1);
  }
  process.stdout.write(nginxSite({ listen: values.listen, upstreams: values.upstream }));
}
