import fs from 'node:fs';
import path from 'node:path';
import { ensureServerBuild } from '../scripts/lib/builds.ts';
import { chromiumPath, libraryFixturesDir, templateDataDir, webDist } from './helpers/paths.ts';

export default async function globalSetup() {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built. Run `npm run test:e2e` from the repository root (it builds first).');
  }
  // The servers run the bundle, as `npm start` does: built here when the sources are newer.
  ensureServerBuild();
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  const { createPglite, wrapPglite } = await import('../apps/server/src/db/pglite.ts');
  fs.rmSync(templateDataDir, { recursive: true, force: true });
  const client = await createPglite({ dataDir: templateDataDir });
  const handle = wrapPglite(client);
  await handle.migrate();
  // Imported once here; each server then finds every library file unchanged at start.
  const { importRepositoryLibrary } = await import('../apps/server/src/modules/library/content-sync.ts');
  await importRepositoryLibrary({ db: handle.db, root: libraryFixturesDir, logger: { info() {}, warn() {} } });
  await client.close();
}
