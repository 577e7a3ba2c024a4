/**
 * Flashcards' rules (issue 34): decks of cards from the library's notes, from wrong MCQs and the
 * student's own, on the one FSRS scheduler (lib/spaced-repetition.ts). Reviews are an append-only
 * log: each batch is applied once per review id, and a card's state is the replay of its log in
 * time order (decision 131), so two devices reviewing one card offline both count. XP: 1 per due
 * card reviewed, at most FLASHCARD_XP_DAILY_CAP a day (docs/product-rules.md "Flashcards").
 */
import {
  type FlashcardBacklogReply,
  type FlashcardCard,
  type FlashcardCardBody,
  type FlashcardDeck,
  type FlashcardDecksReply,
  type FlashcardForecastReply,
  type FlashcardLibraryReply,
  type FlashcardReviewsBody,
  type FlashcardReviewsReply,
  type FlashcardSettings,
  type FlashcardSettingsReply,
  flashcardCardImagePath,
  flashcardMessages,
} from '@medsutra/contract/flashcards/api';
import type { FileStore } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { addDays, economyDay, startOfDay } from '../../lib/calendar.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { imageKey } from '../../lib/images.ts';
import {
  newReviewCard,
  preview,
  type ReviewCard,
  type ReviewRating,
  review,
  reviewCardOf,
} from '../../lib/spaced-repetition.ts';
import type { FileWork } from '../../lib/untrusted/file-work.ts';
import { noQuestionLocks, type QuestionLocks } from '../mcq/question-locks.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { createAnkiImport } from './anki-import.ts';
import { backlogPlan } from './backlog.ts';
import { ownCardsCsv } from './csv-export.ts';
import { cardsFromNote, type NoteForCards, occlusionCards } from './library-cards.ts';
import { mistakeText, questionOfMistake } from './mistake-cards.ts';
import { createFlashcardsRepository, type FlashcardCardRow, type FlashcardsRepository } from './repository.ts';
import { applyReviewBatch, endOfDay, lastInstantOf } from './review-batch.ts';

export { reviewCardOf as cardStateOf };

import { createScheduleRepository, type ScheduleRepository } from './schedule-repository.ts';

const LIBRARY_DECK_NAME = 'From the library';

/** What flashcards need from the library: names and notes of subtopics. */
export interface FlashcardLibrary {
  subtopicNames(ids: readonly string[]): Promise<Map<string, string>>;
  notesFor(ids: readonly string[]): Promise<NoteForCards[]>;
  /** The figures the subtopics' notes and questions show (image occlusion). */
  figuresOf(ids: readonly string[]): Promise<string[]>;
  /** A drawn figure's named labels (`data-label-id`); none for one without. */
  figureLabels(figureId: string): Promise<{ labelId: string; label: string }[]>;
  /** A question as a mistake card shows it: stem, options, the answer and its explanation. */
  question(id: string): Promise<{ stem: string; options: string[]; answerIndex: number; explanation: string } | null>;
}

/** What flashcards need from the MCQ mistakes deck: the one schedule of a mistake (decision 136). */
export interface FlashcardMistakes {
  reviewFromFlashcard(
    tx: DbTransaction,
    input: { reviewRowId: string; userId: string; questionId: string; rating: ReviewRating; reviewedAt: Date },
  ): Promise<ReviewCard | null>;
}

/** What flashcards need from the economy: XP paid inside the batch's transaction. */
export interface FlashcardXp {
  pay(tx: DbTransaction, input: { userId: string; xp: number; batchKey: string }): Promise<number>;
}

const withId = (row: FlashcardCardRow) => ({ ...reviewCardOf(row), id: row.id });

/**
 * Daily reviews for `days` days from `now` if every review is rated Good at `retention`: each card
 * from its current state, an overdue card counted today.
 */
function forecastDays(cards: readonly ReviewCard[], now: Date, days: number, retention: number) {
  const today = economyDay(now);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i));
  const index = new Map(dates.map((date, i) => [date, i]));
  const counts = new Array<number>(days).fill(0);
  const horizon = lastInstantOf(dates[days - 1] ?? today).getTime();
  for (const start of cards) {
    let card = start;
    for (let guard = 0; guard < days + 1 && card.due.getTime() <= horizon; guard += 1) {
      const at = card.due.getTime() < now.getTime() ? now : card.due;
      const slot = index.get(economyDay(at));
      if (slot !== undefined) counts[slot] = (counts[slot] ?? 0) + 1;
      card = review(card, 'good', at, retention);
    }
  }
  return dates.map((date, i) => ({ date, due: counts[i] ?? 0 }));
}

export function createFlashcardsService(deps: {
  db: Database;
  repository?: FlashcardsRepository;
  library: FlashcardLibrary;
  mistakes: FlashcardMistakes;
  xp: FlashcardXp;
  /** Questions whose keys stay hidden from the student now (an open test): their mistake cards wait. */
  locks?: QuestionLocks;
  /** Anki packages and their pictures: read and re-encoded in the file work's child processes. */
  fileWork: Pick<FileWork, 'readAnki' | 'image'>;
  files: FileStore;
  now: () => Date;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createFlashcardsRepository();
  const schedule: ScheduleRepository = createScheduleRepository();
  const importApkg = createAnkiImport({ ...deps, repository, schedule });

  function cardView(row: FlashcardCardRow, now: Date, retention?: number): FlashcardCard {
    const shown = preview(reviewCardOf(row), now, retention);
    return {
      id: row.id,
      deckId: row.deckId,
      kind: row.kind,
      front: row.front,
      back: row.back,
      ...(row.occlusion ? { occlusion: row.occlusion } : {}),
      ...(row.imageId ? { imageUrl: flashcardCardImagePath(row.id), imageSide: row.imageSide ?? 'front' } : {}),
      due: row.due.toISOString(),
      state: row.state,
      reps: row.reps,
      comesBack: {
        again: shown.again.toISOString(),
        hard: shown.hard.toISOString(),
        good: shown.good.toISOString(),
        easy: shown.easy.toISOString(),
      },
    };
  }

  /**
   * Mistake cards take their text from the question when shown (it follows corrections); one
   * whose question is in the student's open test (or a reserved paper) is left out: its back is
   * the key, which no route sends then (docs/architecture.md, security rules).
   */
  async function withMistakeText(userId: string, all: FlashcardCardRow[]): Promise<FlashcardCardRow[]> {
    const hasMistakes = all.some((row) => row.kind === 'mistake');
    const locked = hasMistakes ? await (deps.locks ?? noQuestionLocks).questionsLockedFor(userId) : new Set();
    const rows = all.filter((row) => !locked.has(questionOfMistake(row.sourceKey) ?? ''));
    return Promise.all(
      rows.map(async (row) => {
        const questionId = row.kind === 'mistake' ? questionOfMistake(row.sourceKey) : null;
        const question = questionId ? await deps.library.question(questionId) : null;
        return question ? { ...row, ...mistakeText(question) } : row;
      }),
    );
  }

  async function ownCard(user: SessionUser, cardId: string): Promise<FlashcardCardRow> {
    const card = await repository.card(db, user.id, cardId);
    if (!card) throw notFound(flashcardMessages.cardNotFound);
    return card;
  }

  return {
    async decks(user: SessionUser): Promise<FlashcardDecksReply> {
      const now = deps.now();
      return { decks: await repository.decksWithCounts(db, user.id, endOfDay(now)) };
    },

    async createDeck(user: SessionUser, name: string): Promise<FlashcardDeck> {
      const deck = await repository.createOwnDeck(db, user.id, name);
      return { id: deck.id, name: deck.name, kind: deck.kind, cards: 0, due: 0 };
    },

    /** Cards from the notes of the chosen subtopics into the library deck; re-adding refreshes their text. */
    async addLibrary(user: SessionUser, subtopicIds: readonly string[]): Promise<FlashcardLibraryReply> {
      const now = deps.now();
      const unique = [...new Set(subtopicIds)];
      const names = await deps.library.subtopicNames(unique);
      if (unique.some((id) => !names.has(id))) throw badRequest(flashcardMessages.subtopicsUnknown);
      const notes = await deps.library.notesFor(unique);
      const made = notes.flatMap((note) => cardsFromNote(note, names.get(note.subtopicId) ?? note.subtopicId));
      for (const figureId of await deps.library.figuresOf(unique)) {
        made.push(...occlusionCards(figureId, await deps.library.figureLabels(figureId)));
      }
      if (made.length === 0) throw badRequest(flashcardMessages.subtopicsNoNotes);
      const added = await db.transaction(async (tx) => {
        const deck = await repository.ensureDeck(tx, user.id, 'library', LIBRARY_DECK_NAME);
        const before = await repository.sourceKeysOf(tx, user.id, '');
        await repository.upsertMadeCards(
          tx,
          made.map((card) => ({
            userId: user.id,
            deckId: deck.id,
            ...card,
            ...newReviewCard(now),
            createdAt: now,
            updatedAt: now,
          })),
        );
        return made.filter((card) => !before.has(card.sourceKey)).length;
      });
      const decks = await repository.decksWithCounts(db, user.id, endOfDay(now));
      const deck = decks.find((row) => row.kind === 'library');
      if (!deck) throw new Error('the library deck is missing');
      return { deck, added };
    },

    async createCard(user: SessionUser, body: FlashcardCardBody): Promise<FlashcardCard> {
      const now = deps.now();
      const deck = await repository.deck(db, user.id, body.deckId);
      if (!deck) throw notFound(flashcardMessages.deckNotFound);
      if (deck.kind !== 'own') throw forbidden(flashcardMessages.deckNotYours);
      const row = await repository.insertCard(db, {
        userId: user.id,
        deckId: deck.id,
        kind: 'basic',
        sourceKey: null,
        front: body.front,
        back: body.back,
        ...newReviewCard(now),
        createdAt: now,
        updatedAt: now,
      });
      return cardView(row, now);
    },

    async editCard(user: SessionUser, cardId: string, text: { front?: string; back?: string }): Promise<FlashcardCard> {
      const card = await ownCard(user, cardId);
      if (card.kind !== 'basic') throw forbidden(flashcardMessages.cardNotEditable);
      const now = deps.now();
      const row = await repository.updateText(db, card.id, text, now);
      if (!row) throw notFound(flashcardMessages.cardNotFound);
      return cardView(row, now);
    },

    async deleteCard(user: SessionUser, cardId: string): Promise<void> {
      const card = await ownCard(user, cardId);
      await repository.deleteCard(db, card.id);
      if (card.imageId) await deps.files.delete(imageKey(card.imageId));
    },

    /** An own card's picture (an imported one): hers only, else "no such card". */
    async cardImage(user: SessionUser, cardId: string) {
      const card = await ownCard(user, cardId);
      const file = card.imageId ? await deps.files.get(imageKey(card.imageId)) : null;
      if (!file) throw notFound(flashcardMessages.cardHasNoImage);
      return file;
    },

    importApkg,

    async due(user: SessionUser, limit: number): Promise<FlashcardCard[]> {
      const now = deps.now();
      const rows = await withMistakeText(user.id, await repository.dueCards(db, user.id, now, limit));
      const { retention } = (await schedule.settings(db, user.id)).settings;
      return rows.map((row) => cardView(row, now, retention));
    },

    /**
     * Applies a batch of reviews from a device (review-batch.ts), in one transaction under the
     * student's lock: batches of one student take turns (decision 131).
     */
    async review(user: SessionUser, body: FlashcardReviewsBody): Promise<FlashcardReviewsReply> {
      const receivedAt = deps.now();
      return db.transaction(async (tx) => {
        await repository.lockStudent(tx, user.id);
        const stored = await schedule.settings(tx, user.id);
        // The cards' own exam date wins; without one, the profile's (decision 162).
        const settings = { ...stored.settings, examDate: stored.settings.examDate ?? stored.profileExamDate };
        return applyReviewBatch(
          tx,
          {
            repository,
            schedule,
            mistakes: deps.mistakes,
            payXp: (input) => deps.xp.pay(tx, { userId: user.id, ...input }),
          },
          { userId: user.id, body, receivedAt, settings },
        );
      });
    },

    /** Daily reviews ahead at `retention`, or at the student's own when none is asked for. */
    async forecast(user: SessionUser, asked: number | undefined, days: number): Promise<FlashcardForecastReply> {
      const now = deps.now();
      const retention = asked ?? (await schedule.settings(db, user.id)).settings.retention;
      const rows = await repository.allCards(db, user.id);
      return {
        retention,
        days: forecastDays(
          rows.map((row) => reviewCardOf(row)),
          now,
          days,
          retention,
        ),
      };
    },

    /** Her own settings, and the profile's exam date the cards keep before when hers is empty. */
    settings: (user: SessionUser): Promise<FlashcardSettingsReply> => schedule.settings(db, user.id),

    /** Replaces the student's settings; an exam day already past is refused. Applies from the next review. */
    async saveSettings(user: SessionUser, body: FlashcardSettings): Promise<FlashcardSettingsReply> {
      const now = deps.now();
      if (body.examDate && body.examDate < economyDay(now)) throw badRequest(flashcardMessages.examDatePast);
      const settings = { ...body, easyDays: [...new Set(body.easyDays)].sort((a, b) => a - b) };
      await schedule.saveSettings(db, user.id, settings, now);
      return schedule.settings(db, user.id);
    },

    /** The overdue cards and how a spread over `days` days would lay them out. */
    async backlog(user: SessionUser, days: number): Promise<FlashcardBacklogReply> {
      const now = deps.now();
      const rows = await schedule.overdue(db, user.id, startOfDay(economyDay(now)));
      return backlogPlan(rows.map(withId), now, days).reply;
    },

    /** Spreads the overdue cards over `days` days from today, most forgotten first (under her lock). */
    async spreadBacklog(user: SessionUser, days: number): Promise<{ spread: number }> {
      const now = deps.now();
      return db.transaction(async (tx) => {
        await repository.lockStudent(tx, user.id);
        const rows = await schedule.overdue(tx, user.id, startOfDay(economyDay(now)));
        if (rows.length === 0) throw badRequest(flashcardMessages.backlogEmpty);
        const { moves } = backlogPlan(rows.map(withId), now, days);
        await schedule.reschedule(tx, moves, now);
        return { spread: moves.length };
      });
    },

    /** The student's own cards (own decks) as CSV: deck, front, back. */
    async exportCsv(user: SessionUser): Promise<string> {
      return ownCardsCsv(await repository.ownCardsForExport(db, user.id));
    },
  };
}
export type FlashcardsService = ReturnType<typeof createFlashcardsService>;
