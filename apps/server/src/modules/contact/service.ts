import type { ContactRequest } from '@medsutra/contract/http/api';
import { contactFormMessages } from '@medsutra/contract/http/messages';
import type { Database } from '../../db/client.ts';
import { type ContactRepository, createContactRepository } from './repository.ts';

export function createContactService(deps: { db: Database; repository?: ContactRepository }) {
  const repository = deps.repository ?? createContactRepository();
  return {
    async receiveMessage(message: ContactRequest, ipAddress: string | null) {
      const id = await repository.insertMessage(deps.db, { ...message, ipAddress });
      return { success: true as const, message: contactFormMessages.sent, id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
