import type { FastifyRequest } from 'fastify';

/** The caller's real-time socket (X-Socket-ID): a change it makes is not echoed back to it as someone else's. */
export function senderSocket(request: FastifyRequest): string | undefined {
  const socketId = request.headers['x-socket-id'];
  return typeof socketId === 'string' ? socketId : undefined;
}
