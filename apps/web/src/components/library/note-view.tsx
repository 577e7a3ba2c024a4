/**
 * A subtopic's note as a short review chapter: its sections of points, tables, standard
 * mnemonics, exam traps and figures, then its references, source and when it was last reviewed.
 * The library's subtopic page shows it whole; revision shows it compact.
 */
import type { LibraryNotes } from '@medsutra/contract/library/api';
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { cn } from '@/lib/cn';
import { keyed } from '@/lib/keyed';
import { LibraryFigure } from './library-figure';
import { NoteTable } from './note-table';

/** "2026-11-28" as "28 Nov 2026" (a calendar date: no time zone moves it). */
function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

export function NoteView({ notes, compact = false }: { notes: LibraryNotes; compact?: boolean }) {
  const heading = compact ? 'font-semibold text-ink text-sm' : 'font-semibold text-ink';
  return (
    <div className={cn('space-y-5 text-ink', compact && 'space-y-3 text-sm')} data-testid="note-view">
      {keyed(notes.sections, (section) => section.heading).map(({ key, item: section }) => (
        <section key={key} className="space-y-2">
          <h3 className={heading}>{section.heading}</h3>
          <ul className="list-disc space-y-1.5 pl-5">
            {keyed(section.points).map(({ key: pointKey, item: point }) => (
              <li key={pointKey}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      {notes.tables.map((table) => (
        <NoteTable key={table.title} table={table} />
      ))}
      {notes.figures.map((figure) => (
        <LibraryFigure key={figure.id} {...figure} />
      ))}
      {notes.mnemonics.length > 0 ? (
        <section className="break-inside-avoid space-y-2 rounded-lg bg-primary-soft/50 p-3">
          <h3 className={heading}>{text.mnemonicTitle}</h3>
          {notes.mnemonics.map((m) => (
            <p key={m.mnemonic}>
              <strong>{m.mnemonic}</strong>: {m.expansion}
            </p>
          ))}
        </section>
      ) : null}
      {notes.traps.length > 0 ? (
        <section className="break-inside-avoid space-y-2 rounded-lg border-accent border-l-4 bg-accent-soft p-3">
          <h3 className={heading}>{text.trapsTitle}</h3>
          <p className="text-muted text-sm">{text.trapsHint}</p>
          <ul className="list-disc space-y-1.5 pl-5">
            {notes.traps.map((trap) => (
              <li key={trap}>{trap}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className="space-y-1 border-border border-t pt-3">
        <h3 className="font-semibold text-ink text-sm">{text.referencesTitle}</h3>
        <ul className="text-muted text-sm">
          {notes.references.map((reference) => (
            <li key={reference}>{reference}</li>
          ))}
        </ul>
        <p className="text-muted text-xs">
          {text.source(notes.source, notes.licence)}
          {notes.lastReviewed ? ` · ${text.lastReviewed(formatDay(notes.lastReviewed))}` : null}
          {!notes.lastReviewed && notes.written ? ` · ${text.notYetReviewed(formatDay(notes.written))}` : null}
        </p>
      </footer>
    </div>
  );
}
