/** The library's search box and its results; a subtopic result opens its page. */
import { LIBRARY_SEARCH_MAX } from '@medsutra/contract/library/api';
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { librarySubtopicPage, paths } from '@medsutra/contract/routes';
import { NotebookPen, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useLibrarySearch } from '../api/search-library';

const SEARCH_DELAY_MS = 300;

export function LibrarySearch() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useLibrarySearch(query);
  const reply = query.length >= 2 ? search.data : undefined;

  return (
    <section aria-label={text.searchLabel} className="space-y-3">
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
        <label htmlFor="library-search" className="sr-only">
          {text.searchLabel}
        </label>
        <input
          id="library-search"
          type="search"
          value={typed}
          maxLength={LIBRARY_SEARCH_MAX}
          placeholder={text.searchPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-border bg-surface pr-3 pl-10 text-base text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-primary"
        />
      </div>
      {search.isFetching && query.length >= 2 ? <Spinner label={text.searching} /> : null}
      {reply ? (
        <div className="space-y-2" aria-live="polite">
          {reply.alsoSearched.length > 0 ? (
            <p className="text-muted text-sm">{text.alsoSearched(reply.alsoSearched)}</p>
          ) : null}
          {reply.yourNotes.length > 0 ? (
            <section aria-labelledby="library-your-notes" className="space-y-2">
              <h2 id="library-your-notes" className="font-semibold text-ink text-sm">
                {text.yourNotesHeading} <span className="font-normal text-muted">· {text.yourNoteHint}</span>
              </h2>
              <ul className="space-y-2">
                {reply.yourNotes.map((note) => (
                  <li key={note.id} className="rounded-lg border border-primary/40 bg-primary/5 p-3">
                    <p className="flex items-center gap-1 font-medium text-primary text-xs uppercase tracking-wide">
                      <NotebookPen aria-hidden="true" className="size-3.5" />
                      {text.yourNote}
                      {note.subtopicName || note.subjectName ? (
                        <span className="truncate font-normal text-muted normal-case tracking-normal">
                          · {note.subtopicName ?? note.subjectName}
                        </span>
                      ) : null}
                    </p>
                    <Link
                      to={`${paths.myNotes}?noteId=${encodeURIComponent(note.id)}`}
                      className="font-semibold text-primary underline-offset-2 hover:underline [overflow-wrap:anywhere]"
                    >
                      {note.title}
                    </Link>
                    {note.snippet ? (
                      <p className="mt-1 line-clamp-2 text-ink text-sm [overflow-wrap:anywhere]">{note.snippet}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {reply.results.length === 0 ? <p className="text-muted text-sm">{text.noResults}</p> : null}
          {!reply.exact && reply.results.length > 0 ? (
            <p className="text-muted text-sm">{text.partialResults}</p>
          ) : null}
          <ul className="space-y-2">
            {reply.results.map((hit) => (
              <li key={`${hit.kind}:${hit.id}`} className="rounded-lg border border-border bg-surface p-3">
                <p className="font-medium text-muted text-xs uppercase tracking-wide">{text.kind[hit.kind]}</p>
                {hit.subtopicId ? (
                  <Link
                    to={librarySubtopicPage(hit.subtopicId)}
                    className="font-semibold text-primary underline-offset-2 hover:underline [overflow-wrap:anywhere]"
                  >
                    {hit.title}
                  </Link>
                ) : (
                  <p className="font-semibold text-ink [overflow-wrap:anywhere]">{hit.title}</p>
                )}
                {hit.kind !== 'subtopic' || hit.snippet ? (
                  <p className="mt-1 line-clamp-2 text-ink text-sm [overflow-wrap:anywhere]">{hit.snippet}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
