/** The mail_outbox table's SQL: the embedded mailer writes each message here. */

import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export function createOutboxRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insert(exec: DbExecutor, message: { to: string; subject: string; text: string }): Promise<void> {
      await exec.insert(mailOutbox).values(message);
    },
    /** The newest messages first: the loopback outbox page (modules/dev-outbox) shows them. */
    async newest(exec: DbExecutor, limit: number) {
      return exec
        .select({
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/** The mail written to the subject's address, for the export: the subject line and date, never the text. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const rows = await tx
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, subject.email));
  return { mail_outbox: rows };
}

/** Deletes the mail written to the subject's address at erasure; it holds no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, subject.email));
  return [];
}
