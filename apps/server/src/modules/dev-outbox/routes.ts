/**
 * GET /dev/outbox: on a trial install (a loopback PUBLIC_URL) with no SMTP server, the mail the
 * app would have sent (verification and reset links), for the person trying it on their own
 * machine. Asked from anywhere but this machine it does not exist (404): the socket's address
 * decides, never a forwarded header. Registered only on such an install (wiring/accounts.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { outboxPage } from './page.ts';
import type { DevOutboxService } from './service.ts';

const DEV_OUTBOX_PATH = '/dev/outbox';

/** 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

export const devOutboxRoutes: FastifyPluginAsync<{ service: DevOutboxService }> = async (app, { service }) => {
  app.get(DEV_OUTBOX_PATH, async (request, reply) => {
    // Anyone else gets what any unknown address gets.
    if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return outboxPage(await service.newest());
  });
};
