/** Password-reset links: metadata only in the export (never the token hash); deleted at erasure. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { PasswordResetRepository } from './repository.ts';

export function passwordResetPersonalData(repository: PasswordResetRepository): PersonalDataSource {
  return personalDataSource({ password_reset_tokens: deleted }, repository);
}
