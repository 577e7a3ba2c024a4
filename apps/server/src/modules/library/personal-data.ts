/**
 * "Report an error" reports: a student's own reports go into her export and are deleted with her
 * account (their free text is hers); an admin's name on a report she resolved is cleared.
 */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { LibraryReportsRepository } from './reports-repository.ts';

export function libraryReportsPersonalData(repository: LibraryReportsRepository): PersonalDataSource {
  return personalDataSource({ library_reports: deleted }, repository);
}
