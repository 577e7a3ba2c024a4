/**
 * Google Drive: the connection as metadata only (never the tokens), the import records, the
 * import jobs and their files; all deleted at erasure.
 */
import { eq } from 'drizzle-orm';
import {
  driveConnectFlows,
  driveConnections,
  driveImportJobFiles,
  driveImportJobs,
  driveImports,
} from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const googleDrivePersonalData: PersonalDataSource = {
  tables: {
    drive_connections: deleted,
    drive_connect_flows: deleted,
    drive_imports: deleted,
    drive_import_jobs: deleted,
    drive_import_job_files: deleted,
  },
  async exportRows(tx, subject) {
    return {
      drive_connections: await tx
        .select({
          scope: driveConnections.scope,
          connectedAt: driveConnections.connectedAt,
          updatedAt: driveConnections.updatedAt,
        })
        .from(driveConnections)
        .where(eq(driveConnections.userId, subject.id)),
      drive_connect_flows: await tx
        .select({ expiresAt: driveConnectFlows.expiresAt })
        .from(driveConnectFlows)
        .where(eq(driveConnectFlows.userId, subject.id)),
      drive_imports: await tx.select().from(driveImports).where(eq(driveImports.userId, subject.id)),
      drive_import_jobs: await tx.select().from(driveImportJobs).where(eq(driveImportJobs.userId, subject.id)),
      drive_import_job_files: await tx
        .select()
        .from(driveImportJobFiles)
        .where(eq(driveImportJobFiles.userId, subject.id)),
    };
  },
  async erase(tx, subject) {
    await tx.delete(driveImportJobFiles).where(eq(driveImportJobFiles.userId, subject.id));
    await tx.delete(driveImportJobs).where(eq(driveImportJobs.userId, subject.id));
    await tx.delete(driveImports).where(eq(driveImports.userId, subject.id));
    await tx.delete(driveConnectFlows).where(eq(driveConnectFlows.userId, subject.id));
    await tx.delete(driveConnections).where(eq(driveConnections.userId, subject.id));
    return undefined;
  },
};
