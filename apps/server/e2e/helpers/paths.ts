import os from 'node:os';
import path from 'node:path';

export const serverRoot = path.resolve(import.meta.dirname, '..', '..');
export const webDist = path.resolve(serverRoot, '..', 'web', 'dist');
/** A migrated embedded database, copied for each test file's server (initdb costs ~3 s). */
export const templateDataDir = path.join(os.tmpdir(), 'medsutra-e2e-template-data');
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
