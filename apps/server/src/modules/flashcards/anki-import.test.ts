import { type FlashcardCard, type FlashcardDecksReply, flashcardMessages } from '@medsutra/contract/flashcards/api';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ankiPackage } from '../../../test/helpers/anki-package.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { multipartBody } from '../../../test/helpers/notes.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { flashcardCards, flashcardReviews } from '../../db/schema.ts';
import { newReviewCard, replay } from '../../lib/spaced-repetition.ts';
import { cardStateOf } from './service.ts';

const now = new Date('2026-11-23T04:00:00Z');
const t = testAppForFile({ now: () => now });

const db = () => t.database.handle.db;
type Who = { cookie: string; id: string };
const origin = 'http://localhost:3000';
const DAY = 86_400_000;
/** The file work's children start, unzip, read SQLite and re-encode pictures: slow on a busy machine. */
const CHILD_WORK_TIMEOUT_MS = 120_000;
const upload = (who: Who | null, bytes: Buffer, headers: Record<string, string> = { origin }) => {
  const body = multipartBody('file', 'deck.apkg', bytes, 'application/octet-stream');
  return t.app.inject({
    method: 'POST',
    url: '/api/flashcards/import',
    headers: { ...(who ? { cookie: who.cookie } : {}), 'content-type': body.contentType, ...headers },
    payload: body.payload,
  });
};
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
const skippedOf = (reply: { json(): { skipped: { reason: string; count: number }[] } }) =>
  Object.fromEntries(reply.json().skipped.map((entry) => [entry.reason, entry.count]));

/** Where a ZIP's central-directory record of `name` starts (its uncompressed size is at +24). */
function centralRecordOf(zip: Buffer, name: string): number {
  for (let at = zip.indexOf(CENTRAL); at >= 0; at = zip.indexOf(CENTRAL, at + 1)) {
    if (zip.subarray(at + 46, at + 46 + zip.readUInt16LE(at + 28)).toString() === name) return at;
  }
  throw new Error(`${name} is not in the ZIP`);
}
const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

async function sampleDeck() {
  const heart = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  // Declared (and inflated) larger than 5 MB, and it compresses to almost nothing.
  const huge = Buffer.concat([heart, Buffer.alloc(6 * 1024 * 1024)]);
  const created = now.getTime() - 100 * DAY;
  return ankiPackage({
    decks: { 1: 'Default', 1700000000001: 'Pharma::ANS' },
    media: { 'heart.png': heart, 'huge.png': huge, 'beep.mp3': Buffer.from('ID3 not really audio') },
    notes: [
      {
        id: created,
        guid: 'g-basic',
        model: 'basic',
        deckId: 1_700_000_000_001,
        fields: ['<b>Atropine</b> blocks which receptor?<img src="heart.png">', 'Muscarinic&nbsp;(M) receptors'],
        reviews: [
          [created + 1 * DAY, 3, 0],
          [created + 4 * DAY, 3, 1],
          [created + 15 * DAY, 1, 1],
          [created + 16 * DAY, 0, 4], // a manual reschedule: not a review
        ],
      },
      {
        id: created + 1,
        guid: 'g-audio',
        model: 'basic',
        deckId: 1_700_000_000_001,
        fields: ['Name this murmur [sound:beep.mp3]', 'Aortic stenosis'],
      },
      {
        id: created + 2,
        guid: 'g-cloze',
        model: 'cloze',
        deckId: 1,
        fields: ['The {{c1::vagus}} nerve supplies the {{c2::larynx}}', '<i>Recurrent laryngeal branch</i>'],
      },
      { id: created + 3, guid: 'g-single', model: 'single', deckId: 1, fields: ['Lonely field'] },
      {
        id: created + 4,
        guid: 'g-huge',
        model: 'basic',
        deckId: 1,
        fields: ['Huge picture <img src="huge.png">', 'Back'],
      },
    ],
  });
}

describe('importing an Anki deck', () => {
  it('brings notes, cloze cards, a picture and the review history, and says what it left out', {
    timeout: CHILD_WORK_TIMEOUT_MS,
  }, async () => {
    const asha = await createSignedInUser(db(), now);
    const ravi = await createSignedInUser(db(), now);
    const deck = await sampleDeck();
    const reply = await upload(asha, deck);
    expect(reply.statusCode, reply.body).toBe(200);
    // basic + audio note (its text) + two cloze cards + the huge-picture note (its text) = 5.
    expect(reply.json().imported).toBe(5);
    expect(skippedOf(reply)).toEqual({ audio: 1, unsupported_note_type: 1, media_too_large: 1 });

    const decks = ((await get(asha, '/api/flashcards/decks')).json() as FlashcardDecksReply).decks;
    expect(decks.map((d) => [d.name, d.kind, d.cards]).sort()).toEqual([
      ['Default', 'own', 3],
      ['Pharma › ANS', 'own', 2],
    ]);
    const rows = await db().select().from(flashcardCards).where(eq(flashcardCards.userId, asha.id));
    const basic = rows.find((row) => row.sourceKey === 'anki:g-basic:0')!;
    expect(basic).toMatchObject({
      kind: 'basic',
      front: 'Atropine blocks which receptor?',
      back: 'Muscarinic (M) receptors',
    });
    expect(basic.imageSide).toBe('front');
    expect(rows.find((row) => row.sourceKey === 'anki:g-audio:0')!.front).toBe('Name this murmur');
    expect(rows.find((row) => row.sourceKey === 'anki:g-cloze:0')!.front).toBe('The […] nerve supplies the larynx');
    const second = rows.find((row) => row.sourceKey === 'anki:g-cloze:1')!;
    expect(second.front).toBe('The vagus nerve supplies the […]');
    expect(second.back).toBe('The vagus nerve supplies the larynx\n\nRecurrent laryngeal branch');

    // The history: three reviews (the manual reschedule is not one), and the card is their replay.
    const log = await db().select().from(flashcardReviews).where(eq(flashcardReviews.cardId, basic.id));
    expect(log.map((row) => row.rating).sort()).toEqual(['again', 'good', 'good']);
    expect(log.every((row) => row.xpAwarded === 0)).toBe(true);
    expect(cardStateOf(basic)).toEqual(replay(newReviewCard(basic.createdAt), log));
    expect(basic.lapses).toBe(1);
    expect(basic.reps).toBe(3);

    // The picture: re-encoded as WebP, hers only.
    const card = ((await get(asha, '/api/flashcards/due?limit=50')).json().cards as FlashcardCard[]).find(
      (c) => c.id === basic.id,
    )!;
    expect(card).toMatchObject({ imageUrl: `/api/flashcards/cards/${basic.id}/image`, imageSide: 'front' });
    const picture = await get(asha, card.imageUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await get(ravi, card.imageUrl!)).statusCode).toBe(404);

    // The same deck again brings nothing twice.
    const again = await upload(asha, deck);
    expect(again.json().imported).toBe(0);
    expect(skippedOf(again).duplicate_note).toBe(5);
    // Her export holds the imported cards.
    expect((await get(asha, '/api/flashcards/export.csv')).body).toContain(
      'Pharma › ANS,Atropine blocks which receptor?',
    );
  });

  it('refuses what is not a readable Anki deck with a sentence, and uploads from elsewhere', {
    timeout: CHILD_WORK_TIMEOUT_MS,
  }, async () => {
    const user = await createSignedInUser(db(), now);
    const expect400 = async (bytes: Buffer, message: string) => {
      const reply = await upload(user, bytes);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().message).toBe(message);
      expect(reply.body).not.toMatch(/at .*\.ts|stack/i);
    };
    await expect400(Buffer.from('%PDF-1.7 not a deck'), flashcardMessages.importNotApkg);
    await expect400(Buffer.from(zipSync({ 'readme.txt': Buffer.from('hello') })), flashcardMessages.importUnreadable);
    await expect400(
      Buffer.from(zipSync({ 'collection.anki21': Buffer.from('not sqlite at all'), media: Buffer.from('{}') })),
      flashcardMessages.importUnreadable,
    );
    await expect400(
      Buffer.from(zipSync({ 'collection.anki21b': Buffer.from('zstd'), 'collection.anki2': Buffer.from('x') })),
      flashcardMessages.importNewFormat,
    );
    // A collection that says it unpacks to 2 GB: refused by its declared size before inflating
    // (fflate never writes more than an entry declares, so the declared sizes are the cap).
    const bomb = await sampleDeck();
    const central = centralRecordOf(bomb, 'collection.anki21');
    bomb.writeUInt32LE(0x7fffffff, central + 24);
    await expect400(bomb, flashcardMessages.importUnreadable);
    // A ZIP of 30,001 empty entries: refused by count before anything is inflated.
    const many = Object.fromEntries(Array.from({ length: 30_001 }, (_, i) => [`m${i}`, new Uint8Array(0)]));
    await expect400(Buffer.from(zipSync(many, { level: 0 })), flashcardMessages.importUnreadable);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/import',
      headers: { cookie: user.cookie, origin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(flashcardMessages.importFileMissing);
    expect((await upload(null, await sampleDeck())).statusCode).toBe(401);
    expect((await upload(user, await sampleDeck(), { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await upload(user, await sampleDeck(), {})).statusCode).toBe(403);
  });
});
