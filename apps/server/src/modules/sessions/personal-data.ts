/** Sessions: exported without their token hash or session data, deleted at erasure. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { SessionsRepository } from './repository.ts';

export function sessionsPersonalData(repository: SessionsRepository): PersonalDataSource {
  return personalDataSource({ sessions: deleted }, repository);
}
