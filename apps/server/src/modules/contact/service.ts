import type { ContactRequest } from '@medsutra/contract/http/api';
import { messages } from '@medsutra/contract/messages';
import type { ContactRepository } from './repository.ts';

export function createContactService(deps: { repository: ContactRepository }) {
  return {
    async receiveMessage(message: ContactRequest, ipAddress: string | null) {
      const id = await deps.repository.insertMessage({ ...message, ipAddress });
      return { success: true as const, message: messages.contact.sent, id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
