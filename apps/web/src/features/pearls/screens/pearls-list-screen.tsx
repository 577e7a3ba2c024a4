/** Pearls (/medsutra-pearls, /pearls-list): the student's pearls, newest first, searchable. */
import { PEARL_XP, PEARL_XP_MIN_CHARS, PEARLS_PAID_PER_DAY } from '@medsutra/contract/notes/api';
import { paths } from '@medsutra/contract/routes';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { usePearls } from '../api/pearls-api';

export default function PearlsListPage() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const pearls = usePearls(deferred);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader
        title="Pearls"
        description={`One high-yield fact each, in your own words. Your first ${PEARLS_PAID_PER_DAY} pearls a day of ${PEARL_XP_MIN_CHARS} characters or more earn ${PEARL_XP} XP each.`}
        actions={
          <ButtonLink to="/create-pearl">
            <Plus aria-hidden="true" className="size-4" />
            New pearl
          </ButtonLink>
        }
      />
      <SearchField label="Search your pearls" value={query} onChange={setQuery} className="mb-4 block" />
      {pearls.isPending ? (
        <div className="min-h-24" />
      ) : pearls.isError ? (
        <p role="alert" className="text-danger">
          Your pearls could not be loaded. Try again in a moment.
        </p>
      ) : pearls.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted">
          {deferred ? 'None of your pearls match that search.' : 'No pearls yet. Write your first one.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {pearls.data.map((pearl) => (
            <li key={pearl.id}>
              <Link
                to={`/view-pearl?id=${encodeURIComponent(pearl.id)}`}
                className="block rounded-xl border border-border bg-surface p-4 hover:bg-surface-muted"
              >
                <span className="text-sm font-semibold text-primary">{pearl.subjectName ?? 'General'}</span>
                <span className="mt-1 block font-bold text-ink">{pearl.title}</span>
                <span className="mt-1 line-clamp-3 block whitespace-pre-wrap text-muted">{pearl.content}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-muted">
        <Link to={paths.medstagram} className="text-primary underline">
          Medstagram
        </Link>{' '}
        shows what other students share.
      </p>
    </div>
  );
}
