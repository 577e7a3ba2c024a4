/**
 * The notes store, compact: approved listings with a search, for Medstagram's stores tab
 * (/medstagram?tab=stores) and the top of /stores/browse.
 */
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useListings } from '../api/stores-api';
import { ListingsForSale } from './listings-for-sale';

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
      <ListingsForSale
        listings={listings}
        empty={
          <>
            {query ? 'No notes for sale match that search.' : 'No notes are for sale yet.'}{' '}
            <Link to="/sellnotes" className="font-medium text-primary">
              Sell yours
            </Link>
          </>
        }
      />
    </section>
  );
}
