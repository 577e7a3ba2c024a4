import type { ContactRequest } from '@medsutra/contract/http/api';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export function createContactRepository(db: Database) {
  return {
    async insertMessage(message: ContactRequest & { ipAddress: string | null }): Promise<string> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
