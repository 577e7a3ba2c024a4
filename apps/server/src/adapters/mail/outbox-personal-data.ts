/**
 * Mail written to the outbox for the account's address: the subject and date only in the export
 * (the text can hold a reset link, a token); deleted at erasure.
 */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { OutboxRepository } from './outbox-repository.ts';

export function mailOutboxPersonalData(repository: OutboxRepository): PersonalDataSource {
  return personalDataSource({ mail_outbox: deleted }, repository);
}
