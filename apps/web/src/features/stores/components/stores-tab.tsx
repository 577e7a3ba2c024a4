/**
 * The notes store, compact: approved listings with a search, for Medstagram's stores tab
 * (/medstagram?tab=stores) and the top of /stores/browse.
 */
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { useListings } from '../api/stores-api';
import { BuyButton } from './buy-button';
import { ListingCard } from './listing-card';

export function StoresTab({ limit = 12 }: { limit?: number }) {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const listings = useListings({ q: query || undefined, limit });
  return (
    <section aria-label="Notes for sale" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor="stores-tab-search">
          Search notes for sale
        </label>
        <input
          id="stores-tab-search"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Search notes for sale"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-base text-ink placeholder:text-muted"
        />
        <Link to="/stores/browse" className="min-h-11 content-center text-sm font-medium text-primary">
          All filters
        </Link>
      </div>
      {listings.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading notes for sale" />
        </div>
      ) : listings.isError ? (
        <p className="text-muted">
          {failureSentence(listings.error, 'The store could not be loaded. Try again in a moment.')}
        </p>
      ) : listings.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted">
          {query ? 'No notes for sale match that search.' : 'No notes are for sale yet.'}{' '}
          <Link to="/sellnotes" className="font-medium text-primary">
            Sell yours
          </Link>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
          {listings.data.map((listing) => (
            <li key={listing.id} className="min-w-0">
              <ListingCard listing={listing} action={<BuyButton listing={listing} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
