/** Email verification links: metadata only in the export (never the token hash); deleted at erasure. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { EmailVerificationRepository } from './repository.ts';

export function emailVerificationPersonalData(repository: EmailVerificationRepository): PersonalDataSource {
  return personalDataSource({ email_verification_tokens: deleted }, repository);
}
