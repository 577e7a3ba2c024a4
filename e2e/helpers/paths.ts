import os from 'node:os';
import path from 'node:path';

/** The repository's root: browser tests live in its e2e/ folder. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const serverRoot = path.join(repoRoot, 'apps', 'server');
export const webDist = path.resolve(serverRoot, '..', 'web', 'dist');
/** A migrated embedded database, copied for each test file's server (initdb costs ~3 s). */
export const templateDataDir = path.join(os.tmpdir(), 'medsutra-e2e-template-data');
/**
 * The library the browser tests' servers hold: the small fixed one the server tests use, so a
 * screen shows the same facts however far the real content has got.
 */
export const libraryFixturesDir = path.resolve(serverRoot, 'test', 'fixtures', 'library');
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
