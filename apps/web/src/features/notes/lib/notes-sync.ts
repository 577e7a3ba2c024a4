/**
 * Notes on this device and on the server, kept in step. Every edit is written to IndexedDB first
 * (`offline_notes_{email}`, marked dirty), then sent when online: a new note by its client id, an
 * edit with the version it started from. When the server's copy moved on (409), both versions stay
 * on this device and the student chooses; nothing is overwritten without asking.
 */
import type { Note } from '@medsutra/contract/notes/api';
import { errorStatus } from '@/lib/api-client';
import { getOfflineNotes, type OfflineNote, putOfflineNotes } from '@/lib/offline-notes-store';
import { createNote, fetchNotes, updateNote } from '../api/notes-api';

function fromServer(note: Note): OfflineNote {
  return {
    id: note.id,
    title: note.title,
    content: note.content,
    subject: note.subtopicName ?? note.subjectName ?? undefined,
    subjectId: note.subjectId,
    subtopicId: note.subtopicId,
    tags: note.tags,
    version: note.version,
    savedAt: note.updatedAt,
    dirty: false,
  };
}

/** The device's notes with the server's merged in: a clean copy follows the server, a dirty one waits. */
function mergeNotes(local: OfflineNote[], server: Note[]): OfflineNote[] {
  const byId = new Map(local.map((note) => [note.id, note]));
  const merged: OfflineNote[] = server.map((note) => {
    const mine = byId.get(note.id);
    byId.delete(note.id);
    if (mine?.dirty || mine?.conflict) return mine;
    return fromServer(note);
  });
  // Kept: notes made here and not yet sent. Dropped: clean copies the server no longer has (deleted elsewhere).
  for (const note of byId.values()) if (note.dirty || note.conflict) merged.push(note);
  return merged;
}

const isOffline = (error: unknown) => errorStatus(error) === null;

/** Sends every dirty note; returns the device's notes afterwards. Offline, it changes nothing. */
export async function syncNotes(email: string): Promise<{ notes: OfflineNote[]; online: boolean }> {
  let notes = await getOfflineNotes(email);
  try {
    for (const note of notes.filter((candidate) => candidate.dirty && !candidate.conflict)) {
      const fields = { title: note.title?.trim() || 'Untitled Note', content: note.content ?? '' };
      let saved: OfflineNote | null = null;
      if (note.version === undefined) {
        saved = fromServer(
          await createNote({
            ...fields,
            clientId: note.id,
            tags: note.tags ?? [],
            subtopicId: note.subtopicId ?? null,
          }),
        );
      } else {
        const outcome = await updateNote(note.id, { ...fields, baseVersion: note.version });
        if (outcome.kind === 'saved') saved = fromServer(outcome.note);
        else {
          const server = outcome.reply.server;
          saved = { ...note, conflict: { title: server.title, content: server.content, version: server.version } };
        }
      }
      notes = notes.map((candidate) => (candidate.id === note.id ? saved : candidate));
    }
    notes = mergeNotes(notes, await fetchNotes());
    await putOfflineNotes(email, notes);
    return { notes, online: true };
  } catch (error) {
    await putOfflineNotes(email, notes);
    if (isOffline(error)) return { notes, online: false };
    throw error;
  }
}

/** Saves an edit on this device (dirty), to be sent by the next sync. */
export async function saveLocally(email: string, note: OfflineNote): Promise<OfflineNote[]> {
  const notes = await getOfflineNotes(email);
  const next = { ...note, dirty: true, savedAt: new Date().toISOString() };
  const updated = notes.some((candidate) => candidate.id === note.id)
    ? notes.map((candidate) => (candidate.id === note.id ? next : candidate))
    : [next, ...notes];
  await putOfflineNotes(email, updated);
  return updated;
}

export type ConflictChoice = 'mine' | 'theirs' | 'both';

/** Settles a conflict as the student chose, on this device; the next sync sends it. */
export async function resolveConflict(email: string, id: string, choice: ConflictChoice): Promise<OfflineNote[]> {
  const notes = await getOfflineNotes(email);
  const note = notes.find((candidate) => candidate.id === id);
  if (!note?.conflict) return notes;
  const theirs: OfflineNote = {
    ...note,
    title: note.conflict.title,
    content: note.conflict.content,
    version: note.conflict.version,
    dirty: false,
    conflict: undefined,
  };
  let updated: OfflineNote[];
  if (choice === 'theirs') updated = notes.map((candidate) => (candidate.id === id ? theirs : candidate));
  else if (choice === 'mine') {
    const mine = { ...note, version: note.conflict.version, dirty: true, conflict: undefined };
    updated = notes.map((candidate) => (candidate.id === id ? mine : candidate));
  } else {
    const copy: OfflineNote = {
      ...note,
      id: crypto.randomUUID(),
      title: `${note.title ?? 'Untitled Note'} (this device)`,
      version: undefined,
      dirty: true,
      conflict: undefined,
    };
    updated = [copy, ...notes.map((candidate) => (candidate.id === id ? theirs : candidate))];
  }
  await putOfflineNotes(email, updated);
  return updated;
}

export async function removeLocally(email: string, id: string): Promise<void> {
  await putOfflineNotes(
    email,
    (await getOfflineNotes(email)).filter((note) => note.id !== id),
  );
}
