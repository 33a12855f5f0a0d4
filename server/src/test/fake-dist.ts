import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FakeFrontend {
  root: string;
  shellDist: string;
  remotesDir: string;
  cleanup(): void;
}

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A tiny production build: a shell and the `tickets` remote only (the others are missing on purpose). */
export function makeFakeFrontend(): FakeFrontend {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-dist-'));
  const shellDist = path.join(root, 'shell/dist');
  const remotesDir = path.join(root, 'remotes');
  write(path.join(shellDist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  write(path.join(shellDist, 'static/js/main.3f9a1c0b.js'), 'console.log("shell")');
  write(path.join(shellDist, 'favicon.ico'), 'icon');
  const tickets = path.join(remotesDir, 'tickets/dist');
  write(path.join(tickets, 'mf-manifest.json'), JSON.stringify({ id: 'tickets', exposes: [{ path: './routes' }] }));
  write(path.join(tickets, 'remoteEntry.js'), 'var tickets;');
  write(path.join(tickets, 'static/js/async/123.0a1b2c3d4e5f.js'), 'chunk');
  write(path.join(tickets, 'index.html'), '<!doctype html><title>tickets</title>');
  return { root, shellDist, remotesDir, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}
