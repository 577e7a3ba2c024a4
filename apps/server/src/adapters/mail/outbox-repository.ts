/** The mail_outbox table's SQL: the embedded mailer writes each message here. */
import type { DbExecutor } from '../../db/executor.ts';
import { mailOutbox } from '../../db/schema.ts';

export function createOutboxRepository() {
  return {
    async insert(exec: DbExecutor, message: { to: string; subject: string; text: string }): Promise<void> {
      await exec.insert(mailOutbox).values(message);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
