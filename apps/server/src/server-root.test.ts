import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrationsFolder } from './db/client.ts';
import { runsFromBundle, serverRoot } from './server-root.ts';

it('finds the server folder and its migrations from the sources', () => {
  expect(path.basename(serverRoot)).toBe('server');
  expect(fs.existsSync(path.join(serverRoot, 'package.json'))).toBe(true);
  expect(fs.readdirSync(migrationsFolder).some((name) => name.endsWith('.sql'))).toBe(true);
  expect(runsFromBundle).toBe(false);
});
