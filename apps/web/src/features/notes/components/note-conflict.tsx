/** Both versions of a note changed on two devices, side by side, and the three ways to settle it. */
import { notesMessages } from '@medsutra/contract/notes/api';
import { Button } from '@/components/ui/button';
import type { OfflineNote } from '@/lib/offline-notes-store';
import type { ConflictChoice } from '../lib/notes-sync';
import { MarkdownView } from './markdown-view';

export function NoteConflict({ note, onChoose }: { note: OfflineNote; onChoose: (choice: ConflictChoice) => void }) {
  if (!note.conflict) return null;
  return (
    <section aria-labelledby="conflict-title" className="rounded-xl border-2 border-accent bg-surface p-4">
      <h2 id="conflict-title" className="text-lg font-bold text-ink">
        {notesMessages.conflictTitle}
      </h2>
      <p className="mt-1 text-muted">{notesMessages.staleVersion}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <article className="rounded-lg border border-border p-3" aria-label="This device's version">
          <h3 className="font-semibold text-ink">This device: {note.title}</h3>
          <MarkdownView source={note.content ?? ''} />
        </article>
        <article className="rounded-lg border border-border p-3" aria-label="The other version">
          <h3 className="font-semibold text-ink">
            Other device (version {note.conflict.version}): {note.conflict.title}
          </h3>
          <MarkdownView source={note.conflict.content} />
        </article>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => onChoose('mine')}>{notesMessages.keepMine}</Button>
        <Button variant="secondary" onClick={() => onChoose('theirs')}>
          {notesMessages.keepTheirs}
        </Button>
        <Button variant="secondary" onClick={() => onChoose('both')}>
          {notesMessages.keepBoth}
        </Button>
      </div>
    </section>
  );
}
