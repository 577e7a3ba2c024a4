/**
 * My notes (/my-notes, /mynotes, /notes): the student's Markdown notes, kept on this device
 * (IndexedDB `offline_notes_{email}`) and synced with the server when online, one version per note.
 * A note changed on two devices shows both versions and asks. `?offline=true&noteId=…` (from the
 * offline notes list) opens one note from this device.
 */
import { notesMessages } from '@medsutra/contract/notes/api';
import { findRoute, paths } from '@medsutra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, CloudOff, FileUp, Plus, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { apiErrorMessage } from '@/lib/api-client';
import { getOfflineNotes, type OfflineNote } from '@/lib/offline-notes-store';
import { useOnlineStatus } from '@/lib/online-status';
import { showToast } from '@/lib/toast';
import { deleteNote } from '../api/notes-api';
import { MarkdownView } from '../components/markdown-view';
import { MyPdfs } from '../components/my-pdfs';
import { NoteConflict } from '../components/note-conflict';
import { NoteEditor } from '../components/note-editor';
import { removeLocally, resolveConflict, saveLocally, syncNotes } from '../lib/notes-sync';

const route = findRoute(paths.myNotes);

function matches(note: OfflineNote, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [note.title, note.content, note.subject, ...(note.tags ?? [])].some((field) =>
    field?.toLowerCase().includes(q),
  );
}

export default function MyNotesPage({ email }: { email: string }) {
  const [params, setParams] = useSearchParams();
  const online = useOnlineStatus();
  const [notes, setNotes] = useState<OfflineNote[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(params.get('noteId'));
  const [editing, setEditing] = useState(params.get('offline') !== 'true');
  const [query, setQuery] = useState('');
  const [reachable, setReachable] = useState(true);

  const sync = useCallback(async () => {
    try {
      const result = await syncNotes(email);
      setNotes(result.notes);
      setReachable(result.online);
      const conflicts = result.notes.filter((note) => note.conflict).length;
      if (conflicts > 0) showToast('error', notesMessages.conflictTitle, { description: notesMessages.staleVersion });
    } catch (error) {
      setNotes(await getOfflineNotes(email));
      showToast('error', apiErrorMessage(error) ?? 'Your notes could not be synced. They are safe on this device.');
    }
  }, [email]);

  useEffect(() => {
    let cancelled = false;
    getOfflineNotes(email).then((local) => {
      if (!cancelled) setNotes((current) => current ?? local);
    });
    if (!online.offline) void sync();
    return () => {
      cancelled = true;
    };
  }, [email, online.offline, sync]);

  const selected = useMemo(() => notes?.find((note) => note.id === selectedId) ?? null, [notes, selectedId]);
  const visible = useMemo(() => (notes ?? []).filter((note) => matches(note, query)), [notes, query]);
  const offline = online.offline || !reachable;

  /** Saved on this device first, then synced when online: so it runs offline too (networkMode 'always'). */
  const saving = useMutation({
    networkMode: 'always',
    mutationFn: async ({ note, fields }: { note: OfflineNote; fields: { title: string; content: string } }) => {
      setNotes(await saveLocally(email, { ...note, ...fields }));
      if (offline) showToast('success', notesMessages.savedOffline);
      else {
        await sync();
        showToast('success', notesMessages.saved);
      }
    },
  });

  async function newNote() {
    const note: OfflineNote = { id: crypto.randomUUID(), title: 'Untitled Note', content: '', tags: [] };
    setNotes(await saveLocally(email, note));
    setSelectedId(note.id);
    setEditing(true);
  }

  async function remove(note: OfflineNote) {
    if (!window.confirm(`Delete "${note.title ?? 'Untitled Note'}"?`)) return;
    try {
      if (note.version !== undefined) await deleteNote(note.id);
      await removeLocally(email, note.id);
      setNotes(await getOfflineNotes(email));
      setSelectedId(null);
      showToast('success', notesMessages.deleted);
    } catch (error) {
      showToast('error', apiErrorMessage(error) ?? 'The note could not be deleted while offline. Try again online.');
    }
  }

  // One note opened from the offline list: read it here, edit it if wanted.
  if (selected && !editing) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        <article className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={paths.offlineNotes} variant="secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              All offline notes
            </ButtonLink>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </div>
          <header>
            <p className="text-sm font-semibold text-primary">{selected.subject || 'Medical Notes'}</p>
            <h1 className="mt-1 text-2xl font-bold text-ink">{selected.title || 'Untitled Note'}</h1>
            <p className="mt-2 flex items-center gap-2 text-sm text-muted">
              <WifiOff aria-hidden="true" className="size-4 shrink-0" />
              Saved on this device: readable without a connection.
            </p>
          </header>
          <div className="rounded-xl border border-border bg-surface p-4">
            <MarkdownView source={selected.content ?? ''} />
          </div>
        </article>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader
        title={route?.title ?? 'My notes'}
        description="Your notes, kept on this device and synced when you are online."
        actions={
          <>
            <Button onClick={newNote}>
              <Plus aria-hidden="true" className="size-4" />
              New note
            </Button>
            <ButtonLink to="/upload-pdfs" variant="secondary">
              <FileUp aria-hidden="true" className="size-4" />
              Upload PDFs
            </ButtonLink>
            <ButtonLink to="/import-notes" variant="secondary">
              Import
            </ButtonLink>
          </>
        }
      />
      {offline ? (
        <p role="status" className="mb-4 flex items-center gap-2 rounded-lg bg-surface-muted p-3 text-ink">
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {notesMessages.savedOffline}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
        <aside aria-label="Your notes" className="flex flex-col gap-3">
          <SearchField label="Search your notes" value={query} onChange={setQuery} className="block" />
          {notes === null ? (
            <div className="min-h-24" />
          ) : visible.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-4 text-muted">
              {notes.length === 0 ? notesMessages.empty : notesMessages.searchEmpty}
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {visible.map((note) => (
                <li key={note.id}>
                  <button
                    type="button"
                    aria-current={note.id === selectedId ? 'true' : undefined}
                    onClick={() => {
                      setSelectedId(note.id);
                      setEditing(true);
                      if (params.has('noteId')) setParams({}, { replace: true });
                    }}
                    className="flex min-h-11 w-full flex-col items-start rounded-lg border border-border bg-surface p-3 text-start hover:bg-surface-muted aria-[current=true]:border-primary"
                  >
                    <span className="font-semibold text-ink">{note.title || 'Untitled Note'}</span>
                    <span className="text-sm text-muted">
                      {note.subject || 'Medical Notes'}
                      {note.conflict ? ' · Changed on two devices' : note.dirty ? ' · Not synced yet' : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <section aria-label="Note" className="flex flex-col gap-4">
          {selected ? (
            <>
              <NoteConflict
                note={selected}
                onChoose={async (choice) => {
                  setNotes(await resolveConflict(email, selected.id, choice));
                  if (!offline) await sync();
                }}
              />
              <NoteEditor
                key={`${selected.id}-${selected.version ?? 'new'}-${selected.conflict ? 'c' : ''}`}
                note={selected}
                saving={saving.isPending}
                onSave={(fields) => saving.mutate({ note: selected, fields })}
                onDelete={() => remove(selected)}
              />
            </>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-6 text-muted">
              Choose a note to read or edit it, or write a new one.
            </p>
          )}
        </section>
      </div>
      {offline ? null : <MyPdfs />}
    </div>
  );
}
