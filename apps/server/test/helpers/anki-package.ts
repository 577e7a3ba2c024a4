/**
 * A small Anki deck package built as Anki 2.1 (legacy "Anki Deck Package" export) lays it out: a
 * ZIP of `collection.anki21` (SQLite, schema 11: col, notes, cards, revlog, graves), a `media`
 * JSON map from entry names ("0", "1", …) to file names, and the media files under those names.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { zipSync } from 'fflate';

const SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor real not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
`;

export interface AnkiNoteSpec {
  id: number;
  guid: string;
  model: 'basic' | 'cloze' | 'single';
  fields: string[];
  deckId: number;
  /** Review history of the note's first card: [revlog id (ms), ease 1–4, type]. */
  reviews?: [number, number, number][];
}

const ANKI_MODELS = { basic: 1_600_000_000_001, cloze: 1_600_000_000_002, single: 1_600_000_000_003 };

export function ankiPackage(input: {
  decks: Record<number, string>;
  notes: AnkiNoteSpec[];
  media?: Record<string, Uint8Array>;
  collectionName?: string;
}): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-anki-test-'));
  const file = path.join(dir, 'collection.anki21');
  const db = new DatabaseSync(file);
  db.exec(SCHEMA);
  const field = (name: string, ord: number) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20 });
  const models = {
    [ANKI_MODELS.basic]: { id: ANKI_MODELS.basic, name: 'Basic', type: 0, flds: [field('Front', 0), field('Back', 1)] },
    [ANKI_MODELS.cloze]: {
      id: ANKI_MODELS.cloze,
      name: 'Cloze',
      type: 1,
      flds: [field('Text', 0), field('Back Extra', 1)],
    },
    [ANKI_MODELS.single]: { id: ANKI_MODELS.single, name: 'Word', type: 0, flds: [field('Word', 0)] },
  };
  const decks = Object.fromEntries(Object.entries(input.decks).map(([id, name]) => [id, { id: Number(id), name }]));
  db.prepare('insert into col values (1, 1600000000, 0, 0, 11, 0, 0, 0, ?, ?, ?, ?, ?)').run(
    '{}',
    JSON.stringify(models),
    JSON.stringify(decks),
    '{}',
    '{}',
  );
  let cardId = 1_650_000_000_000;
  for (const note of input.notes) {
    db.prepare('insert into notes values (?, ?, ?, 0, -1, ?, ?, ?, 0, 0, ?)').run(
      note.id,
      note.guid,
      ANKI_MODELS[note.model],
      '',
      note.fields.join('\x1f'),
      note.fields[0] ?? '',
      '',
    );
    const ords =
      note.model === 'cloze'
        ? [...new Set([...(note.fields[0] ?? '').matchAll(/\{\{c(\d+)::/g)].map((m) => Number(m[1]) - 1))]
        : [0];
    for (const ord of ords) {
      cardId += 1;
      db.prepare('insert into cards values (?, ?, ?, ?, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ?)').run(
        cardId,
        note.id,
        note.deckId,
        ord,
        '',
      );
      if (ord === (ords[0] ?? 0)) {
        for (const [id, ease, type] of note.reviews ?? []) {
          db.prepare('insert into revlog values (?, ?, -1, ?, 1, 0, 2500, 6000, ?)').run(id, cardId, ease, type);
        }
      }
    }
  }
  db.close();
  const collection = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  const names = Object.keys(input.media ?? {});
  const entries: Record<string, Uint8Array> = {
    [input.collectionName ?? 'collection.anki21']: collection,
    media: Buffer.from(JSON.stringify(Object.fromEntries(names.map((name, i) => [String(i), name])))),
  };
  const media = input.media ?? {};
  names.forEach((name, i) => {
    entries[String(i)] = media[name] as Uint8Array;
  });
  return Buffer.from(zipSync(entries));
}
