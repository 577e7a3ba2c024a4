/**
 * One downloaded note, read from this device's IndexedDB: no network and no session needed, so
 * it opens offline from the offline notes list (/my-notes?offline=true&noteId=…). The text is
 * shown as text, never as HTML.
 */
import { messages } from '@medsutra/contract/messages';
import { offlineNoteMessages } from '@medsutra/contract/notes/offline-messages';
import { paths } from '@medsutra/contract/routes';
import { ArrowLeft, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { getOfflineNotes, type OfflineNote } from '@/lib/offline-notes-store';
import { readRememberedUser } from '@/lib/storage';

const o = messages.offline;
const text = offlineNoteMessages;
const savedAtFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function OfflineNoteView({ noteId }: { noteId: string }) {
  // undefined while reading, null when this device has no such note.
  const [note, setNote] = useState<OfflineNote | null | undefined>(undefined);

  useEffect(() => {
    const email = readRememberedUser()?.email;
    let cancelled = false;
    (email ? getOfflineNotes(email) : Promise.resolve([])).then((notes) => {
      if (!cancelled) setNote(notes.find((candidate) => String(candidate.id) === noteId) ?? null);
    });
    return () => {
      cancelled = true;
    };
  }, [noteId]);

  const back = (
    <ButtonLink to={paths.offlineNotes} variant="secondary" className="self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {text.backToList}
    </ButtonLink>
  );

  if (note === undefined) return <div className="min-h-40" />;
  if (note === null) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-lg border border-dashed border-border p-4 text-muted">
          {text.missing}
        </p>
        {back}
      </div>
    );
  }
  const savedAt = note.savedAt ? new Date(note.savedAt) : null;
  return (
    <article className="flex flex-col gap-4">
      {back}
      <header>
        <p className="text-sm font-semibold text-primary">{note.subject || o.defaultNoteSubject}</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">{note.title || o.defaultNoteTitle}</h1>
        <p className="mt-2 flex items-center gap-2 text-sm text-muted">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {text.savedOnDevice}
          {savedAt && !Number.isNaN(savedAt.getTime()) ? ` ${text.savedAt(savedAtFormat.format(savedAt))}.` : null}
        </p>
      </header>
      {note.content ? (
        <div className="rounded-xl border border-border bg-surface p-4 leading-relaxed whitespace-pre-wrap text-ink">
          {note.content}
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted">{text.noContent}</p>
      )}
    </article>
  );
}
