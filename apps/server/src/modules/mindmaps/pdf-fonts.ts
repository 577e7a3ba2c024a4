/**
 * Noto Sans for PDFs, from @fontsource/noto-sans. Fontsource ships one file per script subset
 * (latin, latin-ext, devanagari, greek, cyrillic, vietnamese), so text is cut into runs and each
 * run is set in the subset that covers it: a topic in Hindi or with Greek letters prints correctly.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

export type FontWeight = 400 | 700;

/** Tried in this order; latin first because nearly every label is mostly latin. */
const SUBSETS = ['latin', 'latin-ext', 'devanagari', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];

interface Subset {
  name: string;
  ranges: [number, number][];
  files: Record<FontWeight, Buffer>;
}

let loaded: Subset[] | null = null;

/**
 * WOFF 1.0 → plain TrueType, once per process. fontkit can read WOFF, but it inflates every table
 * in JavaScript on every document; node's zlib does it once, and rendering gets several times faster.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? zlib.inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.replace('U+', '').split('-');
    const start = Number.parseInt(from!, 16);
    return [start, to ? Number.parseInt(to, 16) : start];
  });
}

/** Read once per process (about 1 MB of TrueType for both weights of every subset). */
export function notoSansSubsets(): Subset[] {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const filesDir = path.dirname(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'));
  const ranges = JSON.parse(fs.readFileSync(path.join(filesDir, '..', 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  loaded = SUBSETS.map((name) => ({
    name,
    ranges: parseRanges(ranges[name] ?? ''),
    files: {
      400: woffToSfnt(fs.readFileSync(path.join(filesDir, `noto-sans-${name}-400-normal.woff`))),
      700: woffToSfnt(fs.readFileSync(path.join(filesDir, `noto-sans-${name}-700-normal.woff`))),
    },
  }));
  return loaded;
}

function covers(subset: Subset, codePoint: number): boolean {
  return subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

export interface TextRun {
  subset: string;
  text: string;
}

/** Cuts text into runs of one subset each; a character no subset covers stays in the current run. */
export function splitIntoRuns(text: string): TextRun[] {
  const subsets = notoSansSubsets();
  const runs: TextRun[] = [];
  let current: Subset = subsets[0]!;
  let buffer = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (!covers(current, codePoint)) {
      const next = subsets.find((subset) => covers(subset, codePoint));
      if (next && next !== current) {
        if (buffer) runs.push({ subset: current.name, text: buffer });
        buffer = '';
        current = next;
      }
    }
    buffer += char;
  }
  if (buffer) runs.push({ subset: current.name, text: buffer });
  return runs;
}

export const fontName = (subset: string, weight: FontWeight) => `noto-${subset}-${weight}`;
