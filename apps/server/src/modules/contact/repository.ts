/** The contact form's SQL (decision 018: functions take the handle they run on). */
import type { ContactRequest } from '@medsutra/contract/http/api';
import type { DbExecutor } from '../../db/executor.ts';
import { contactMessages } from '../../db/schema.ts';

async function insertMessage(db: DbExecutor, message: ContactRequest & { ipAddress: string | null }): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

export function createContactRepository() {
  return { insertMessage };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
