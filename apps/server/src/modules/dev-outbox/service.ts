/** The loopback outbox page's one read: the newest mail the embedded mailer kept. */
import { createOutboxRepository } from '../../adapters/mail/outbox-repository.ts';
import type { Database } from '../../db/client.ts';
import type { OutboxMail } from './page.ts';

/** Enough for a trial's sign-ups and resets; older mail stays in the table. */
const SHOWN = 50;

export function createDevOutboxService(options: { db: Database }) {
  const outbox = createOutboxRepository();
  return {
    newest: (): Promise<OutboxMail[]> => outbox.newest(options.db, SHOWN),
  };
}
export type DevOutboxService = ReturnType<typeof createDevOutboxService>;
