import { ensurePgliteTemplate, ensurePostgresTemplate, onPostgres } from './helpers/test-database.ts';

export default async function globalSetup() {
  if (onPostgres) await ensurePostgresTemplate();
  else await ensurePgliteTemplate();
}
