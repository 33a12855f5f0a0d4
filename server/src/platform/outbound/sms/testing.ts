/**
 * Test helpers: a local HTTP server standing in for an SMS gateway. It records each request as it arrived on the
 * wire (method, path, headers, the form decoded as UTF-8) and answers with what the test's gateway double decides.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body's bytes as sent. */
  raw: Buffer;
  form: URLSearchParams;
}

export interface GatewayReply {
  status: number;
  body?: unknown;
  /** Holds the answer back this long (a gateway that hangs). */
  delayMs?: number;
}

export interface GatewayDouble {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startGatewayDouble(answer: (request: ReceivedRequest) => GatewayReply): Promise<GatewayDouble> {
  const received: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        raw,
        form: new URLSearchParams(raw.toString('utf8')),
      };
      received.push(request);
      const reply = answer(request);
      const send = () => {
        res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: a port the system just handed out and took back. */
export async function refusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
