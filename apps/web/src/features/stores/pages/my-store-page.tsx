/** /stores: the seller's store: listings with state, sales and ratings; earnings held and available. */
import { HOLDING_DAYS, type ListingStatus } from '@medsutra/contract/stores/api';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { useMyListings, useShareListing } from '../api/stores-api';
import { EditListing } from '../components/edit-listing';
import { ListPdfActions } from '../components/list-pdf-actions';
import { PreviewState, Rating } from '../components/listing-card';
import { StoreQuery } from '../components/store-query';
import { toastOutcome } from '../lib/toast-outcome';

const STATUS_LABELS: Record<ListingStatus, { label: string; className: string }> = {
  pending: { label: 'Waiting for review', className: 'bg-amber-100 text-amber-900' },
  approved: { label: 'On sale', className: 'bg-emerald-100 text-emerald-900' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-900' },
  taken_down: { label: 'Taken down', className: 'bg-surface-muted text-ink' },
};

function Figure({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <Card className="p-4 sm:p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-bold text-ink">{value.toLocaleString('en-IN')}</p>
      <p className="text-xs text-muted">{hint}</p>
    </Card>
  );
}

function ShareListingButton({ listingId }: { listingId: string }) {
  const share = useShareListing();
  return (
    <Button
      size="sm"
      variant="ghost"
      className="mt-1"
      disabled={share.isPending}
      onClick={() => share.mutate(listingId, toastOutcome('The listing was not shared. Try again.'))}
    >
      Share to Medstagram
    </Button>
  );
}

export default function MyStorePage() {
  const store = useMyListings();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <PageHeader
        title="My store"
        description="Your listings, their sales and your earnings."
        actions={<ListPdfActions to="/stores/browse" label="Browse" />}
      />
      <StoreQuery
        query={store}
        loading="Loading your store"
        failed="Your store could not be loaded. Try again in a moment."
      >
        {(data) => (
          <>
            <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
              <Figure label="Sales" value={data.earnings.sales} hint="copies sold" />
              <Figure
                label="Earnings held"
                value={data.earnings.pending}
                hint={`Med Coins, spendable ${HOLDING_DAYS} days after each sale`}
              />
              <Figure label="Earnings paid" value={data.earnings.available} hint="Med Coins now in your wallet" />
            </div>
            <h2 className="mt-8 text-xl font-bold text-ink">Listings</h2>
            {data.listings.length === 0 ? (
              <p className="mt-2 rounded-lg border border-dashed border-border p-4 text-muted">
                Nothing listed yet. List one of your uploaded PDFs to start selling.
              </p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {data.listings.map((listing) => {
                  const status = STATUS_LABELS[listing.status];
                  return (
                    <li key={listing.id} className="rounded-xl border border-border bg-surface p-3">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="min-w-0">
                          <p className="break-words font-semibold text-ink">{listing.title}</p>
                          <p className="text-sm text-muted">
                            {listing.priceCoins.toLocaleString('en-IN')} Med Coins · {listing.sales} sold ·{' '}
                            {listing.earningsPending.toLocaleString('en-IN')} held ·{' '}
                            {listing.earningsAvailable.toLocaleString('en-IN')} paid
                          </p>
                          <Rating average={listing.ratingAverage} count={listing.ratingCount} />
                        </div>
                        <span className={cn('rounded-full px-2 py-1 text-xs font-semibold', status.className)}>
                          {status.label}
                        </span>
                      </div>
                      {listing.status === 'taken_down' ? null : editing === listing.id ? (
                        <EditListing listing={listing} onDone={() => setEditing(null)} />
                      ) : (
                        <div className="flex flex-wrap gap-1">
                          <Button size="sm" variant="ghost" className="mt-1" onClick={() => setEditing(listing.id)}>
                            Edit
                          </Button>
                          {listing.status === 'approved' ? <ShareListingButton listingId={listing.id} /> : null}
                        </div>
                      )}
                      {listing.status === 'taken_down' ? null : (
                        <div className="mt-2">
                          <PreviewState listing={listing} />
                        </div>
                      )}
                      {listing.rejectionReason && listing.status !== 'approved' ? (
                        <p className="mt-2 text-sm text-ink">
                          <span className="font-semibold">Reason: </span>
                          {listing.rejectionReason}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </StoreQuery>
    </div>
  );
}
