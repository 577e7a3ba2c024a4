/**
 * `npm run make-admin` opens the embedded database `npm start` uses, wherever it is typed: a
 * relative DATA_DIR is counted from the repository's root, as scripts/start.ts runs the server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..', '..');
const repoRoot = path.resolve(serverDir, '..', '..');

it('counts a relative DATA_DIR from the repository root when typed in apps/server, and creates no empty database', () => {
  const folder = `.data-make-admin-test-${process.pid}`;
  const run = spawnSync(process.execPath, ['src/cli/make-admin.ts', 'asha@example.com'], {
    cwd: serverDir,
    // As `npm run make-admin` typed in apps/server sets it.
    env: { ...process.env, DATA_DIR: `./${folder}`, DATABASE_URL: '', INIT_CWD: serverDir, NODE_ENV: 'test' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).toContain(`There is no embedded database at ${path.join(repoRoot, folder)}.`);
  expect(run.status).toBe(1);
  expect(fs.existsSync(path.join(repoRoot, folder))).toBe(false);
  expect(fs.existsSync(path.join(serverDir, folder))).toBe(false);
});
