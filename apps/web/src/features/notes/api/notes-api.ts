/** The notes calls: list, create, update (409 carries both versions), delete. */
import {
  type Note,
  type NoteConflictReply,
  type NoteCreateRequest,
  type NoteUpdateRequest,
  notesApiPaths,
} from '@medsutra/contract/notes/api';
import { ApiError, api } from '@/lib/api-client';

export const notesQueryKey = ['notes'] as const;

const noteUrl = (id: string) => notesApiPaths.note.replace(':id', encodeURIComponent(id));

export async function fetchNotes(query = ''): Promise<Note[]> {
  const search = query.trim() ? `?q=${encodeURIComponent(query.trim())}` : '';
  return (await api.get<{ notes: Note[] }>(`${notesApiPaths.notes}${search}`, { cache: 'no-store' })).notes;
}

export async function createNote(input: NoteCreateRequest): Promise<Note> {
  return (await api.post<{ note: Note }>(notesApiPaths.notes, input)).note;
}

export type UpdateOutcome = { kind: 'saved'; note: Note } | { kind: 'conflict'; reply: NoteConflictReply };

export async function updateNote(id: string, input: NoteUpdateRequest): Promise<UpdateOutcome> {
  try {
    return { kind: 'saved', note: (await api.put<{ note: Note }>(noteUrl(id), input)).note };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const reply = JSON.parse(error.body) as NoteConflictReply;
      if (reply.error === 'version_conflict') return { kind: 'conflict', reply };
    }
    throw error;
  }
}

export async function deleteNote(id: string): Promise<void> {
  await api.delete(noteUrl(id));
}
