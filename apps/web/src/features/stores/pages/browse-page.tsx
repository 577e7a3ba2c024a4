/**
 * /stores/browse: approved listings searched by subject, price and rating, with previews; and the
 * buyer's purchases (open, rate, refund).
 */
import type { ListingsQuery } from '@medsutra/contract/stores/api';
import { useDeferredValue, useState } from 'react';
import { LibrarySubjectOptions } from '@/components/library-subject-options';
import { PageHeaderWithBackLink } from '@/components/page-header-with-back-link';
import { useListings, useSubjects } from '../api/stores-api';
import { ListingsForSale } from '../components/listings-for-sale';
import { MyPurchases } from '../components/my-purchases';

const selectClasses = 'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-ink';

export default function BrowseStoresPage() {
  const subjects = useSubjects();
  const [q, setQ] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [minRating, setMinRating] = useState('');
  const [sort, setSort] = useState<NonNullable<ListingsQuery['sort']>>('newest');
  const query = useDeferredValue({
    q: q.trim() || undefined,
    subjectId: subjectId || undefined,
    maxPrice: maxPrice ? Number(maxPrice) : undefined,
    minRating: minRating ? Number(minRating) : undefined,
    sort,
    limit: 48,
  });
  const listings = useListings(query);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeaderWithBackLink
        title="Browse notes"
        description="Notes written by students, checked by MedSutra before they go on sale. Look at the preview pages before you buy."
        to="/sellnotes"
        label="Sell your notes"
      />
      <form
        className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-surface p-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Filters"
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-ink sm:col-span-2 lg:col-span-1">
          Search
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Title or description"
            className={selectClasses}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          Subject
          <select value={subjectId} onChange={(event) => setSubjectId(event.target.value)} className={selectClasses}>
            <LibrarySubjectOptions none="All subjects" subjects={subjects.data?.subjects} />
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          Price up to
          <select value={maxPrice} onChange={(event) => setMaxPrice(event.target.value)} className={selectClasses}>
            <option value="">Any price</option>
            {[100, 250, 500, 1000, 2500].map((price) => (
              <option key={price} value={price}>
                {price.toLocaleString('en-IN')} Med Coins
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          Rating
          <select value={minRating} onChange={(event) => setMinRating(event.target.value)} className={selectClasses}>
            <option value="">Any rating</option>
            <option value="3">3 stars and up</option>
            <option value="4">4 stars and up</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          Sort by
          <select
            value={sort}
            onChange={(event) => setSort(event.target.value as typeof sort)}
            className={selectClasses}
          >
            <option value="newest">Newest</option>
            <option value="price_low">Price: low to high</option>
            <option value="price_high">Price: high to low</option>
            <option value="rating">Best rated</option>
          </select>
        </label>
      </form>

      <div className="mt-4" aria-live="polite">
        <ListingsForSale listings={listings} empty="No notes for sale match these filters." />
      </div>
      <MyPurchases />
    </div>
  );
}
