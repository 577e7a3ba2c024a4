/**
 * Where the server's own files are, whether it runs from its sources (`src/`) or from its bundle
 * (`dist/`, written by `npm run build`; docs/decisions/148): this file is one folder below the
 * server's folder either way, so paths to the migrations, the untrusted-file child and the
 * repository's content start here rather than at each file's own folder, which the bundle moves.
 */
import path from 'node:path';

export const serverRoot = path.resolve(import.meta.dirname, '..');

/** True when this code runs from the bundle (JavaScript in `dist/`), not from `src/*.ts`. */
export const runsFromBundle = !import.meta.filename.endsWith('.ts');
