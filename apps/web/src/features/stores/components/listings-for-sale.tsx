/**
 * The grid of listings for sale with a buy button on each, or its loading, failure and empty
 * states: the one list the stores tab and /stores/browse both show.
 */
import type { ReactNode } from 'react';
import type { useListings } from '../api/stores-api';
import { BuyButton } from './buy-button';
import { ListingCard } from './listing-card';
import { StoreQuery } from './store-query';

export function ListingsForSale({ listings, empty }: { listings: ReturnType<typeof useListings>; empty: ReactNode }) {
  return (
    <StoreQuery
      query={listings}
      loading="Loading notes for sale"
      failed="The store could not be loaded. Try again in a moment."
    >
      {(data) =>
        data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-muted">{empty}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
            {data.map((listing) => (
              <li key={listing.id} className="min-w-0">
                <ListingCard listing={listing} action={<BuyButton listing={listing} />} />
              </li>
            ))}
          </ul>
        )
      }
    </StoreQuery>
  );
}
