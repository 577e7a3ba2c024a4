/**
 * `npm run build -w apps/server` (part of the root `npm run build`, and run by `npm start` when
 * the server's sources are newer): the server and the untrusted-file child bundled by esbuild into
 * `apps/server/dist` (docs/decisions/148). One file per entry plus the chunks of what the server
 * imports on first use (`import()` stays a separate file, so pdf-lib, nodemailer, openai… still
 * load only when used). Packages with native addons or WebAssembly stay in node_modules, and so
 * do those that find their own files next to their code at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverRoot } from '../server-root.ts';

/** Loaded from node_modules at run time, not bundled. */
const BUNDLE_EXTERNAL = [
  // WebAssembly (PostgreSQL) and native addons.
  '@electric-sql/pglite',
  '@napi-rs/canvas',
  '@node-rs/argon2',
  'sharp',
  'pg-native',
  // Finds its fonts, worker and WebAssembly decoders beside its own files.
  'pdfjs-dist',
  // Reads its standard fonts' metrics from its own folder (__dirname).
  'pdfkit',
  // CommonJS that the code import()s for named exports: a chunk esbuild splits off for a CommonJS
  // package exports only `default`, where Node's own import() also gives the names.
  'pdf-lib',
];

const bundleFolder = path.join(serverRoot, 'dist');

async function bundleServer(): Promise<void> {
  fs.rmSync(bundleFolder, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: { server: 'src/server.ts', 'untrusted-child': 'src/lib/untrusted/child.ts' },
    outdir: bundleFolder,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: BUNDLE_EXTERNAL,
    // The CommonJS libraries inside the bundle call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    // A stack trace names the source file and line (node --enable-source-maps), not the bundle's.
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  if (result.errors.length > 0) throw new Error('the server did not bundle');
  const defaultOnly = fs
    .readdirSync(bundleFolder)
    .filter((name) => name.endsWith('.js') && /^export default require_/m.test(readChunk(name)));
  if (defaultOnly.length > 0) {
    throw new Error(
      `${defaultOnly.join(', ')}: a CommonJS package loaded by import() would lose its named exports in the bundle; add it to BUNDLE_EXTERNAL in apps/server/src/cli/bundle.ts`,
    );
  }
}

function readChunk(name: string): string {
  return fs.readFileSync(path.join(bundleFolder, name), 'utf8');
}

if (import.meta.main) {
  const started = performance.now();
  await bundleServer();
  const files = fs.readdirSync(bundleFolder).filter((name) => name.endsWith('.js'));
  console.info(
    `Server bundled into ${path.relative(process.cwd(), bundleFolder) || '.'}: ${files.length} files in ${Math.round(performance.now() - started)} ms.`,
  );
}
