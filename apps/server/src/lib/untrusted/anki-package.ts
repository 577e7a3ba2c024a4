/**
 * An Anki deck package (`.apkg`), read in the file work's child (decision 138): a ZIP holding the
 * collection (SQLite: `collection.anki21`, or `collection.anki2` from older Anki), a `media` JSON
 * map (`{"0": "heart.png", …}`: zip entry name → file name) and the media files. Only what the
 * import uses is inflated, each under a declared-size cap, all of it under `maxDecodedBytes`; the
 * entry count is capped; the pool's time and memory limits kill anything the checks miss.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type UnzipFileInfo, unzipSync } from 'fflate';
import { FileLimitError, FileUnreadableError, type FileWorkLimits } from './limits.ts';

/** Zip entries a package may have (a deck with a picture per note for 10,000 notes, and room). */
const ANKI_MAX_ENTRIES = 30_000;
/** Notes read from one package; the rest are counted, not read. */
const ANKI_MAX_NOTES = 20_000;

interface AnkiModel {
  id: string;
  name: string;
  /** Anki's model type 1: cloze deletions in the first field. */
  cloze: boolean;
  fieldCount: number;
}
export interface AnkiPackage {
  models: AnkiModel[];
  decks: { id: string; name: string }[];
  notes: { id: number; guid: string; modelId: string; fields: string[] }[];
  /** Notes past ANKI_MAX_NOTES, not read. */
  notesOverLimit: number;
  cards: { id: number; noteId: number; ord: number; deckId: string }[];
  /** Review history: `ease` 1–4 (Again … Easy), `type` 0 learn, 1 review, 2 relearn, 3 filtered, 4 manual. */
  revlog: { id: number; cardId: number; ease: number; type: number }[];
  /** Pictures the notes show (`<img src>`), by file name, at most `mediaMaxBytes` each. */
  images: { name: string; bytes: Uint8Array }[];
  imagesSkipped: { tooLarge: number; unsupported: number; missing: number };
}

const IMAGE_SRC = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The file names of the pictures a field shows. */
export function imageNamesIn(html: string): string[] {
  return [...html.matchAll(IMAGE_SRC)].map((match) => decodeURIComponent(match[1] ?? match[2] ?? match[3] ?? ''));
}

/** A picture the import takes: PNG, JPEG, WebP or GIF, by its first bytes. */
function isImportableImage(bytes: Uint8Array): boolean {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(1, 4) === 'PNG') return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true;
  return ascii(0, 4) === 'GIF8';
}

/** Inflates the named entries, refusing a package with too many entries or too much inside. */
function inflate(
  bytes: Uint8Array,
  wanted: (file: UnzipFileInfo) => boolean,
  budget: { left: number },
  limits: FileWorkLimits,
) {
  let entries = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        if (entries > ANKI_MAX_ENTRIES) throw new FileLimitError('stream', `more than ${ANKI_MAX_ENTRIES} entries`);
        if (!wanted(file)) return false;
        budget.left -= file.originalSize;
        if (budget.left < 0) {
          throw new FileLimitError('stream', `unpacks to more than ${limits.maxDecodedBytes} bytes`);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof FileLimitError) throw error;
    throw new FileUnreadableError(`not a ZIP that can be read: ${(error as Error).message}`);
  }
  return files;
}

function readCollection(file: Uint8Array) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-apkg-'));
  const dbPath = path.join(dir, 'collection.sqlite');
  fs.writeFileSync(dbPath, file);
  let db: DatabaseSync | null = null;
  try {
    db = new DatabaseSync(dbPath, { readOnly: true });
    const col = db.prepare('select models, decks from col').get() as { models: string; decks: string } | undefined;
    if (!col) throw new FileUnreadableError('the collection has no col row');
    const models = Object.values(
      JSON.parse(col.models) as Record<string, { id: number | string; name: string; type: number; flds: unknown[] }>,
    );
    const decks = Object.values(JSON.parse(col.decks) as Record<string, { id: number | string; name: string }>);
    const total = Number((db.prepare('select count(*) as n from notes').get() as { n: number }).n);
    const notes = (
      db.prepare('select id, guid, mid, flds from notes order by id limit ?').all(ANKI_MAX_NOTES) as {
        id: number;
        guid: string;
        mid: number | string;
        flds: string;
      }[]
    ).map((row) => ({
      id: Number(row.id),
      guid: String(row.guid),
      modelId: String(row.mid),
      fields: String(row.flds).split('\x1f'),
    }));
    const cards = (
      db.prepare('select id, nid, ord, did from cards').all() as {
        id: number;
        nid: number;
        ord: number;
        did: number | string;
      }[]
    ).map((row) => ({ id: Number(row.id), noteId: Number(row.nid), ord: Number(row.ord), deckId: String(row.did) }));
    const revlog = (
      db.prepare('select id, cid, ease, type from revlog order by id').all() as Record<string, number>[]
    ).map((row) => ({ id: Number(row.id), cardId: Number(row.cid), ease: Number(row.ease), type: Number(row.type) }));
    return {
      models: models.map((model) => ({
        id: String(model.id),
        name: String(model.name),
        cloze: model.type === 1,
        fieldCount: Array.isArray(model.flds) ? model.flds.length : 0,
      })),
      decks: decks.map((deck) => ({ id: String(deck.id), name: String(deck.name) })),
      notes,
      notesOverLimit: Math.max(0, total - notes.length),
      cards,
      revlog,
    };
  } catch (error) {
    if (error instanceof FileUnreadableError) throw error;
    throw new FileUnreadableError(`not an Anki collection: ${(error as Error).message}`);
  } finally {
    db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function readAnkiPackage(bytes: Uint8Array, limits: FileWorkLimits, mediaMaxBytes: number): AnkiPackage {
  const budget = { left: limits.maxDecodedBytes };
  let newFormat = false;
  const head = inflate(
    bytes,
    (file) => {
      if (file.name === 'collection.anki21b') newFormat = true;
      return ['collection.anki21', 'collection.anki2', 'media'].includes(file.name);
    },
    budget,
    limits,
  );
  // The newest Anki writes a zstd collection and, beside it, an old-format one that only says
  // "please update Anki": that one would import as a deck of one useless card.
  if (newFormat && !head['collection.anki21'])
    throw new FileUnreadableError('anki21b only: exported without legacy support');
  const collectionFile = head['collection.anki21'] ?? head['collection.anki2'];
  if (!collectionFile) throw new FileUnreadableError('no collection.anki21 or collection.anki2 in the package');
  const collection = readCollection(collectionFile);

  let mediaMap: Record<string, string> = {};
  if (head.media && head.media.length > 0) {
    try {
      mediaMap = JSON.parse(Buffer.from(head.media).toString('utf8')) as Record<string, string>;
    } catch {
      // The newest Anki writes `media` as compressed protobuf: no pictures from it.
      mediaMap = {};
    }
  }
  const entryOf = new Map(Object.entries(mediaMap).map(([entry, name]) => [String(name), entry]));
  const wantedNames = new Set(collection.notes.flatMap((note) => note.fields.flatMap(imageNamesIn)));
  const imagesSkipped = { tooLarge: 0, unsupported: 0, missing: 0 };
  const wantedEntries = new Map<string, string>();
  for (const name of wantedNames) {
    const entry = entryOf.get(name);
    if (entry === undefined) imagesSkipped.missing += 1;
    else wantedEntries.set(entry, name);
  }
  const oversize = new Set<string>();
  const inflated =
    wantedEntries.size === 0
      ? {}
      : inflate(
          bytes,
          (file) => {
            if (!wantedEntries.has(file.name)) return false;
            if (file.originalSize > mediaMaxBytes) {
              oversize.add(file.name);
              return false;
            }
            return true;
          },
          budget,
          limits,
        );
  const images: AnkiPackage['images'] = [];
  for (const [entry, name] of wantedEntries) {
    const file = inflated[entry];
    if (oversize.has(entry) || (file && file.length > mediaMaxBytes)) imagesSkipped.tooLarge += 1;
    else if (!file) imagesSkipped.missing += 1;
    else if (!isImportableImage(file)) imagesSkipped.unsupported += 1;
    else images.push({ name, bytes: file });
  }
  return { ...collection, images, imagesSkipped };
}
