/**
 * Notes and pearls: the rules. A note belongs to one user; an edit names the version it started
 * from and a stale edit is refused with both versions (409 `version_conflict`) so the device can
 * ask. A pearl pays PEARL_XP through the economy for the first PEARLS_PAID_PER_DAY a day and never
 * for one that repeats the user's own; the count runs under a per-user lock so parallel creates
 * cannot pay a sixth.
 */

import crypto from 'node:crypto';
import type { LibraryOwnNoteHit } from '@medsutra/contract/library/api';
import { medstagramMessages, IMAGE_MAX_BYTES as PEARL_IMAGE_MAX_BYTES } from '@medsutra/contract/medstagram/api';
import {
  type Note,
  type NoteCreateRequest,
  type NoteUpdateRequest,
  notesApiPaths,
  notesMessages,
  PEARL_XP_MIN_CHARS,
  PEARLS_PAID_PER_DAY,
  type Pearl,
} from '@medsutra/contract/notes/api';
import type { FileStore, StoredFile } from '../../adapters/files/file-store.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { type ImageWork, imageKey, processImage } from '../../lib/images.ts';

const pearlImageMessages = {
  type: medstagramMessages.imageType,
  tooLarge: medstagramMessages.imageTooLarge,
  unreadable: medstagramMessages.imageUnreadable,
};

import type { Database } from '../../db/client.ts';
import { economyDay } from '../../lib/calendar.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { EconomyService } from '../economy/service.ts';
import { createNotesRepository, type NoteRow, type NotesRepository, type PearlRow } from './repository.ts';

/**
 * What the notes module needs from the library (filled in by app.ts): the names of the subjects and
 * subtopics a note or pearl links to, and the checks of a link's ids. The library owns those tables.
 */
export interface NotesLibrary {
  names(ids: {
    subjectIds: readonly string[];
    subtopicIds: readonly string[];
  }): Promise<{ subjects: ReadonlyMap<string, string>; subtopics: ReadonlyMap<string, string> }>;
  /** The subject of a subtopic, or null when there is no such subtopic. */
  subtopicSubject(subtopicId: string): Promise<string | null>;
  subjectExists(subjectId: string): Promise<boolean>;
}

type LibraryNames = Awaited<ReturnType<NotesLibrary['names']>>;

const nameOf = (names: ReadonlyMap<string, string>, id: string | null) => (id ? (names.get(id) ?? null) : null);

function toNote(row: NoteRow, names: LibraryNames): Note {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    version: row.version,
    subjectId: row.subjectId,
    subjectName: nameOf(names.subjects, row.subjectId),
    subtopicId: row.subtopicId,
    subtopicName: nameOf(names.subtopics, row.subtopicId),
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPearl(row: PearlRow, names: LibraryNames): Pearl {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    subjectId: row.subjectId,
    subjectName: nameOf(names.subjects, row.subjectId),
    subtopicId: row.subtopicId,
    xpAwarded: row.xpAwarded,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    image:
      row.imageId && row.imageWidth && row.imageHeight
        ? {
            url: notesApiPaths.pearlImage.replace(':id', row.id),
            width: row.imageWidth,
            height: row.imageHeight,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Case, spacing and punctuation do not make a pearl new. */
export function pearlContentKey(content: string): string {
  return content
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function uniqueTags(tags: readonly string[] | undefined): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags ?? []) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()];
}

const OWN_NOTES_IN_SEARCH = 10;
const SNIPPET_LENGTH = 160;

/** About 160 characters of a note's text around the first searched word, without Markdown marks. */
function snippetAround(content: string, words: readonly string[]): string {
  const plain = content
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = plain.toLowerCase();
  const at = Math.min(...words.map((word) => lower.indexOf(word)).filter((index) => index >= 0), plain.length);
  const start = at < plain.length && at > SNIPPET_LENGTH / 3 ? at - Math.floor(SNIPPET_LENGTH / 3) : 0;
  const piece = plain.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${piece}${start + SNIPPET_LENGTH < plain.length ? '…' : ''}`;
}

export function createNotesService(deps: {
  db: Database;
  repository?: NotesRepository;
  library: NotesLibrary;
  economy: Pick<EconomyService, 'pearlCreated'>;
  /** Where pearl pictures are kept (lib/images.ts's key scheme). */
  files?: FileStore;
  /** Decodes pearl pictures away from the API process (the file work, decision 073). */
  images: ImageWork;
  now?: () => Date;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createNotesRepository();
  const clock = deps.now ?? (() => new Date());
  const { library } = deps;

  /** The library's names for these rows' links, in one lookup (however many rows). */
  function namesFor(rows: readonly { subjectId: string | null; subtopicId?: string | null }[]) {
    return library.names({
      subjectIds: rows.flatMap((row) => (row.subjectId ? [row.subjectId] : [])),
      subtopicIds: rows.flatMap((row) => (row.subtopicId ? [row.subtopicId] : [])),
    });
  }

  async function notesOut(rows: NoteRow[]): Promise<Note[]> {
    const names = await namesFor(rows);
    return rows.map((row) => toNote(row, names));
  }

  async function pearlsOut(rows: PearlRow[]): Promise<Pearl[]> {
    const names = await namesFor(rows.map((row) => ({ subjectId: row.subjectId })));
    return rows.map((row) => toPearl(row, names));
  }

  const noteOut = async (row: NoteRow) => (await notesOut([row]))[0]!;
  const pearlOut = async (row: PearlRow) => (await pearlsOut([row]))[0]!;

  /** The library links, checked: a subtopic sets its subject; an unknown id is a 400. */
  async function libraryLinks(input: {
    subjectId?: string | null | undefined;
    subtopicId?: string | null | undefined;
  }) {
    const subtopicId = input.subtopicId || null;
    let subjectId = input.subjectId || null;
    if (subtopicId) {
      const subjectOfSubtopic = await library.subtopicSubject(subtopicId);
      if (!subjectOfSubtopic) throw badRequest(notesMessages.unknownSubtopic);
      subjectId = subjectOfSubtopic;
    } else if (subjectId && !(await library.subjectExists(subjectId))) {
      throw badRequest(notesMessages.unknownSubject);
    }
    return { subjectId, subtopicId };
  }

  async function ownNote(user: SessionUser, id: string): Promise<NoteRow> {
    const row = await repository.findNote(db, id);
    // Another user's note is "not found": its existence is not theirs to learn.
    if (!row || row.userId !== user.id) throw notFound(notesMessages.notFound);
    return row;
  }

  async function ownPearl(user: SessionUser, id: string): Promise<PearlRow> {
    const row = await repository.findPearl(db, id);
    if (!row || row.userId !== user.id) throw notFound(notesMessages.pearlNotFound);
    return row;
  }

  return {
    async createNote(user: SessionUser, input: NoteCreateRequest): Promise<{ note: Note; created: boolean }> {
      const links = await libraryLinks(input);
      const id = input.clientId ?? crypto.randomUUID();
      const now = clock();
      const inserted = await repository.insertNote(db, {
        id,
        userId: user.id,
        title: input.title,
        content: input.content ?? '',
        ...links,
        tags: uniqueTags(input.tags),
        createdAt: now,
        updatedAt: now,
      });
      // A retried create (same client id) answers the note it made; another user's id is a 404.
      const row = await ownNote(user, id);
      return { note: await noteOut(row), created: inserted };
    },

    async updateNote(user: SessionUser, id: string, input: NoteUpdateRequest): Promise<Note> {
      const current = await ownNote(user, id);
      const links =
        input.subjectId === undefined && input.subtopicId === undefined
          ? { subjectId: current.subjectId, subtopicId: current.subtopicId }
          : await libraryLinks(input);
      const written = await repository.updateNoteAtVersion(db, {
        id,
        userId: user.id,
        baseVersion: input.baseVersion,
        fields: {
          title: input.title,
          content: input.content,
          ...links,
          tags: input.tags === undefined ? current.tags : uniqueTags(input.tags),
        },
        now: clock(),
      });
      const latest = await ownNote(user, id);
      if (!written) {
        throw new AppError('conflict', notesMessages.staleVersion, {
          details: {
            error: 'version_conflict',
            server: await noteOut(latest),
            yours: { title: input.title, content: input.content, baseVersion: input.baseVersion },
          },
        });
      }
      return noteOut(latest);
    },

    async note(user: SessionUser, id: string): Promise<Note> {
      return noteOut(await ownNote(user, id));
    },

    async listNotes(user: SessionUser, filter: Parameters<NotesRepository['listNotes']>[2]): Promise<Note[]> {
      return notesOut(await repository.listNotes(db, user.id, filter));
    },

    /** Library search's "your notes": the asker's own notes only, every word matched. */
    async searchOwnNotes(user: SessionUser, query: string): Promise<LibraryOwnNoteHit[]> {
      const words = [
        ...new Set(
          query
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .filter((w) => w.length >= 2),
        ),
      ].slice(0, 8);
      const rows = await repository.searchOwnNotes(db, user.id, words, OWN_NOTES_IN_SEARCH);
      const names = await namesFor(rows);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        snippet: snippetAround(row.content, words),
        subjectName: nameOf(names.subjects, row.subjectId),
        subtopicName: nameOf(names.subtopics, row.subtopicId),
      }));
    },

    async deleteNote(user: SessionUser, id: string): Promise<void> {
      if (!(await repository.deleteNote(db, id, user.id))) throw notFound(notesMessages.notFound);
    },

    async createPearl(
      user: SessionUser,
      input: {
        title: string;
        content: string;
        subjectId?: string | null;
        subtopicId?: string | null;
        clientId?: string;
      },
    ): Promise<{ pearl: Pearl; xpAwarded: number; message: string }> {
      const links = await libraryLinks(input);
      const id = input.clientId ?? crypto.randomUUID();
      const existing = await repository.findPearl(db, id);
      if (existing) {
        if (existing.userId !== user.id) throw notFound(notesMessages.pearlNotFound);
        return { pearl: await pearlOut(existing), xpAwarded: 0, message: notesMessages.pearlCreated(0) };
      }
      const now = clock();
      const day = economyDay(now);
      const contentKey = pearlContentKey(input.content);
      const outcome = await db.transaction(async (tx) => {
        await repository.lockUserPearls(tx, user.id);
        const repeat = await repository.hasPearlWithContent(tx, user.id, contentKey);
        const paidToday = await repository.countPaidPearlsOn(tx, user.id, day);
        const inserted = await repository.insertPearl(tx, {
          id,
          userId: user.id,
          title: input.title,
          content: input.content,
          contentKey,
          ...links,
          day,
          xpAwarded: 0,
          createdAt: now,
        });
        if (!inserted) return { xp: 0, message: notesMessages.pearlCreated(0) };
        if (repeat) return { xp: 0, message: notesMessages.pearlNoXpRepeat };
        if (input.content.trim().length < PEARL_XP_MIN_CHARS) return { xp: 0, message: notesMessages.pearlNoXpShort };
        if (paidToday >= PEARLS_PAID_PER_DAY) return { xp: 0, message: notesMessages.pearlNoXpDaily };
        const paid = await deps.economy.pearlCreated({ userId: user.id, pearlId: id }, tx);
        const xp = paid.applied ? paid.xp : 0;
        if (xp > 0) await repository.setPearlXp(tx, id, xp);
        return { xp, message: notesMessages.pearlCreated(xp) };
      });
      const row = await ownPearl(user, id);
      return { pearl: await pearlOut(row), xpAwarded: outcome.xp, message: outcome.message };
    },

    async pearl(user: SessionUser, id: string): Promise<Pearl> {
      return pearlOut(await ownPearl(user, id));
    },

    async listPearls(user: SessionUser, q?: string): Promise<Pearl[]> {
      return pearlsOut(await repository.listPearls(db, user.id, q));
    },

    /** Medstagram's pearl sharing: the viewer's own pearl (404 otherwise), then its shared stamp. */
    pearlsForSharing: {
      ownPearl: (user: SessionUser, id: string) => ownPearl(user, id),
      markShared: (tx: DbTransaction, id: string, at: Date) => repository.markPearlShared(tx, id, at),
    },

    /** The pearl's picture, through the one image pipeline (type by content, resized, no metadata, WebP). */
    async setPearlImage(user: SessionUser, id: string, bytes: Buffer): Promise<Pearl> {
      const row = await ownPearl(user, id);
      if (!deps.files) throw notFound(notesMessages.pearlNotFound);
      const processed = await processImage(
        deps.images,
        bytes,
        { maxSide: 1280, maxBytes: PEARL_IMAGE_MAX_BYTES },
        pearlImageMessages,
      );
      const imageId = crypto.randomUUID();
      await deps.files.put(imageKey(imageId), processed.bytes);
      await repository.setPearlImage(db, row.id, { id: imageId, width: processed.width, height: processed.height });
      // A shared pearl's post still shows the old picture: that file stays.
      if (row.imageId && !row.sharedAt) await deps.files.delete(imageKey(row.imageId));
      return pearlOut(await ownPearl(user, id));
    },

    /** The picture's bytes, to the pearl's owner only. */
    async pearlImage(user: SessionUser, id: string): Promise<StoredFile> {
      const row = await ownPearl(user, id);
      const file = row.imageId && deps.files ? await deps.files.get(imageKey(row.imageId)) : null;
      if (!file) throw notFound(notesMessages.pearlNotFound);
      return file;
    },

    async deletePearl(user: SessionUser, id: string): Promise<void> {
      if (!(await repository.deletePearl(db, id, user.id))) throw notFound(notesMessages.pearlNotFound);
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
