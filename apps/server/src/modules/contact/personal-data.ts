/** Contact-form messages sent from the account's email: exported; deleted at erasure. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { ContactRepository } from './repository.ts';

export function contactPersonalData(repository: ContactRepository): PersonalDataSource {
  return personalDataSource({ contact_messages: deleted }, repository);
}
