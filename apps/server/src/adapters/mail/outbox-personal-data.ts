/**
 * Mail written to the outbox for the account's address: the subject and date only in the export
 * (the text can hold a reset link, a token); deleted at erasure.
 */
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const mailOutboxPersonalData: PersonalDataSource = {
  tables: { mail_outbox: deleted },
  async exportRows(tx, subject) {
    const rows = await tx
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, subject.email));
    return { mail_outbox: rows };
  },
  async erase(tx, subject) {
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, subject.email));
    return undefined;
  },
};
