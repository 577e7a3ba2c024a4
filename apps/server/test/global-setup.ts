import { ensurePgliteTemplate, onPostgres } from './helpers/test-database.ts';

export default async function globalSetup() {
  if (!onPostgres) await ensurePgliteTemplate();
}
