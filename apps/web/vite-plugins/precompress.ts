// Writes a Brotli (quality 11) and a gzip (level 9) copy beside every hashed JavaScript and CSS
// file of the build. The server sends the copy the browser accepts (@fastify/static's
// preCompressed), instead of compressing each response on the fly at Brotli quality 4: /login's
// first-load JavaScript goes from ~126 KB to ~109 KB on the wire, and serving a file costs no CPU
// (docs/decisions/020). The service worker's precache list is made from the bundle, so these
// files never appear in it; a browser asks for the plain name and gets the encoding it accepts.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg)$/;
/** Below this the encoding's headers outweigh what it saves. */
const MIN_BYTES = 1024;

async function precompressFile(file: string): Promise<void> {
  const source = await fs.readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'medsutra:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(files.map((fileName) => precompressFile(path.join(outDir, fileName))));
    },
  };
}
