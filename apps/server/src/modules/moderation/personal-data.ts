/**
 * Moderation reports: a student's own reports go into her export and are deleted with her account
 * (their details are her words), as are reports about her account; an admin's name on a decision
 * is cleared (the decision itself stays in the admin audit log).
 */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { ModerationRepository } from './repository.ts';

export function moderationPersonalData(repository: ModerationRepository): PersonalDataSource {
  return personalDataSource({ moderation_reports: deleted }, repository);
}
