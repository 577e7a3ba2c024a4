/** Google Drive: the connection as metadata only (never the tokens), the import records, the import jobs and their files; all deleted at erasure. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { GoogleDriveRepository } from './repository.ts';

export function googleDrivePersonalData(repository: GoogleDriveRepository): PersonalDataSource {
  return personalDataSource(
    {
      drive_connections: deleted,
      drive_connect_flows: deleted,
      drive_imports: deleted,
      drive_import_jobs: deleted,
      drive_import_job_files: deleted,
    },
    repository,
  );
}
