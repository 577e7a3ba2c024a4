/** Grand tests: a student's attempts, results and reminders go into her export and are deleted with her account. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { GrandTestsRepository } from './repository.ts';

export function grandTestsPersonalData(repository: GrandTestsRepository): PersonalDataSource {
  return personalDataSource(
    {
      grand_test_attempts: deleted,
      grand_test_results: deleted,
      grand_test_subject_results: deleted,
      grand_test_reminders: deleted,
    },
    repository,
  );
}
