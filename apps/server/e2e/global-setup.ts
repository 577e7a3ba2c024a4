import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath, templateDataDir, webDist } from './helpers/paths.ts';

export default async function globalSetup() {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built. Run `npm run test:e2e` from the repository root (it builds first).');
  }
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  const { createPglite, wrapPglite } = await import('../src/db/pglite.ts');
  fs.rmSync(templateDataDir, { recursive: true, force: true });
  const client = await createPglite({ dataDir: templateDataDir });
  await wrapPglite(client).migrate();
  await client.close();
}
