/** Contact-form messages sent from the account's email: exported; deleted at erasure. */
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const contactPersonalData: PersonalDataSource = {
  tables: { contact_messages: deleted },
  async exportRows(tx, subject) {
    return {
      contact_messages: await tx.select().from(contactMessages).where(eq(contactMessages.email, subject.email)),
    };
  },
  async erase(tx, subject) {
    await tx.delete(contactMessages).where(eq(contactMessages.email, subject.email));
    return undefined;
  },
};
