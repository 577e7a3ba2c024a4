/**
 * `POST /api/flashcards/import` (decision 138): the package is read in the file work's child
 * under its limits (lib/untrusted/anki-package.ts), its notes become own cards (anki-notes.ts) in
 * decks named after the Anki decks, its pictures go through the one image pipeline to the file
 * store, its history becomes log entries, and each card's state is the replay of that log.
 */
import crypto from 'node:crypto';
import {
  FLASHCARD_IMPORT_MEDIA_MAX_BYTES,
  type FlashcardImportReply,
  type FlashcardImportSkipReason,
  flashcardMessages,
} from '@medsutra/contract/flashcards/api';
import type { FileStore } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import { economyDay } from '../../lib/calendar.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { imageKey } from '../../lib/images.ts';
import type { AnkiPackage } from '../../lib/untrusted/anki-package.ts';
import type { FileWork } from '../../lib/untrusted/file-work.ts';
import { FileUnreadableError, isFileLimitError } from '../../lib/untrusted/limits.ts';
import { FileWorkBusyError } from '../../lib/untrusted/pool.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { cardsFromAnki, type ImportedCard } from './anki-notes.ts';
import { createImportRepository } from './import-repository.ts';
import type { FlashcardsRepository } from './repository.ts';
import { replayCard } from './review-batch.ts';
import type { ScheduleRepository } from './schedule-repository.ts';

/** An imported picture is shown at most this wide or high (a 360 px phone at 3×, and a desktop). */
const IMAGE_MAX_SIDE = 1280;
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export function createAnkiImport(deps: {
  db: Database;
  repository: FlashcardsRepository;
  schedule: ScheduleRepository;
  fileWork: Pick<FileWork, 'readAnki' | 'image'>;
  files: FileStore;
  now: () => Date;
}) {
  const { db, repository, schedule } = deps;
  const imports = createImportRepository();

  async function read(bytes: Uint8Array): Promise<AnkiPackage> {
    if (!isZip(bytes)) throw badRequest(flashcardMessages.importNotApkg);
    try {
      return await deps.fileWork.readAnki(bytes, FLASHCARD_IMPORT_MEDIA_MAX_BYTES);
    } catch (error) {
      if (error instanceof FileWorkBusyError) throw new AppError('unavailable', flashcardMessages.importBusy);
      if (error instanceof FileUnreadableError && error.message.startsWith('anki21b'))
        throw badRequest(flashcardMessages.importNewFormat);
      if (error instanceof FileUnreadableError || isFileLimitError(error))
        throw badRequest(flashcardMessages.importUnreadable);
      throw error;
    }
  }

  /** Each picture the new cards show, re-encoded and stored once; one that fails is dropped and counted. */
  async function storePictures(
    pkg: AnkiPackage,
    cards: ImportedCard[],
    skip: (reason: FlashcardImportSkipReason) => void,
  ) {
    const wanted = new Set(cards.flatMap((card) => (card.image ? [card.image.name] : [])));
    const stored = new Map<string, string>();
    for (const image of pkg.images) {
      if (!wanted.has(image.name)) continue;
      try {
        const processed = await deps.fileWork.image(image.bytes, { maxSide: IMAGE_MAX_SIDE });
        const id = crypto.randomUUID();
        await deps.files.put(imageKey(id), processed.bytes);
        stored.set(image.name, id);
      } catch (error) {
        if (!(error instanceof FileUnreadableError || isFileLimitError(error))) throw error;
        skip('media_unsupported');
      }
    }
    return stored;
  }

  return async function importApkg(user: SessionUser, bytes: Uint8Array): Promise<FlashcardImportReply> {
    const pkg = await read(bytes);
    if (pkg.notes.length === 0) throw badRequest(flashcardMessages.importEmpty);
    const now = deps.now();
    const { cards: made, skipped } = cardsFromAnki(pkg, now);
    const skip = (reason: FlashcardImportSkipReason) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);

    const have = await repository.sourceKeysOf(db, user.id, 'anki:');
    const cards: ImportedCard[] = [];
    for (const card of made) {
      if (have.has(card.sourceKey)) continue;
      have.add(card.sourceKey);
      cards.push(card);
    }
    for (let i = cards.length; i < made.length; i += 1) skip('duplicate_note');
    const pictures = await storePictures(pkg, cards, skip);
    try {
      await db.transaction(async (tx) => {
        await repository.lockStudent(tx, user.id);
        const { retention } = (await schedule.settings(tx, user.id)).settings;
        const decks = await imports.ownDecksNamed(tx, user.id, [...new Set(cards.map((card) => card.deck))]);
        const rows = [];
        const history = [];
        for (const card of cards) {
          const id = crypto.randomUUID();
          const log = card.reviews.map((entry) => ({
            userId: user.id,
            cardId: id,
            reviewId: entry.reviewId,
            rating: entry.rating,
            reviewedAt: entry.reviewedAt,
            receivedAt: now,
            wasDue: false,
            day: economyDay(now),
            xpAwarded: 0,
            retention,
          }));
          const { state } = replayCard({ createdAt: card.createdAt, rescheduledDue: null, rescheduledAt: null }, log);
          const imageId = card.image ? (pictures.get(card.image.name) ?? null) : null;
          rows.push({
            id,
            userId: user.id,
            deckId: decks.get(card.deck) as string,
            kind: 'basic' as const,
            sourceKey: card.sourceKey,
            front: card.front,
            back: card.back,
            imageId,
            imageSide: imageId ? (card.image?.side ?? null) : null,
            ...state,
            createdAt: card.createdAt,
            updatedAt: now,
          });
          history.push(...log);
        }
        await imports.insertCards(tx, rows);
        await imports.insertHistory(tx, history);
      });
    } catch (error) {
      await Promise.all([...pictures.values()].map((id) => deps.files.delete(imageKey(id))));
      throw error;
    }
    return {
      imported: cards.length,
      skipped: [...skipped].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    };
  };
}
