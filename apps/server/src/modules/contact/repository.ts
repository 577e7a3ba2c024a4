/** The contact form's SQL (decision 018: functions take the handle they run on). */
import type { ContactRequest } from '@medsutra/contract/http/api';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { contactMessages } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

async function insertMessage(db: DbExecutor, message: ContactRequest & { ipAddress: string | null }): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

export function createContactRepository() {
  return { exportPersonalRows, erasePersonalRows, insertMessage };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;

/** The messages sent from the subject's email, whole, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return {
    contact_messages: await tx.select().from(contactMessages).where(eq(contactMessages.email, subject.email)),
  };
}

/** Deletes the messages sent from the subject's email at erasure; they hold no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(contactMessages).where(eq(contactMessages.email, subject.email));
  return [];
}
