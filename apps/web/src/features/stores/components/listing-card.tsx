/** One listing: its first preview page, title, seller, price and rating, and the buy button. */
import { type Listing, listingPreviewUrl, storesMessages } from '@medsutra/contract/stores/api';
import { Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { ReportListing } from './report-listing';

export function Rating({ average, count }: { average: number | null; count: number }) {
  if (count === 0 || average === null) return <span className="text-sm text-muted">No ratings yet</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-ink">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      {average.toFixed(1)} <span className="text-muted">({count})</span>
    </span>
  );
}

/**
 * Where the previews are not drawn yet (the preview job, decision 069) or could not be drawn: the
 * sentence that says so. The lists that show such a listing poll until its previews settle.
 */
export function PreviewState({ listing }: { listing: Pick<Listing, 'previewStatus'> }) {
  if (listing.previewStatus === 'ready') return null;
  const failed = listing.previewStatus === 'failed';
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={cn(
        'rounded-md border p-3 text-sm',
        failed ? 'border-red-300 bg-red-50 text-red-900' : 'border-dashed border-border text-muted',
      )}
    >
      {failed ? storesMessages.previewsFailed : storesMessages.previewsPending}
    </p>
  );
}

export function PreviewStrip({ listing, compact = false }: { listing: Listing; compact?: boolean }) {
  const pages = compact ? listing.previewPages.slice(0, 1) : listing.previewPages;
  if (listing.previewStatus !== 'ready') return <PreviewState listing={listing} />;
  if (pages.length === 0) return null;
  return (
    <div className={cn('flex gap-2 overflow-x-auto', compact ? '' : 'pb-1')}>
      {pages.map((page) => (
        <img
          key={page}
          src={listingPreviewUrl(listing.id, page)}
          alt={`Preview of page ${page} of ${listing.title}`}
          loading="lazy"
          width={320}
          height={452}
          className={cn(
            'shrink-0 rounded-md border border-border bg-white object-top',
            compact ? 'aspect-[4/3] w-full object-cover' : 'aspect-[1/1.414] w-40 object-contain sm:w-48',
          )}
        />
      ))}
    </div>
  );
}

export function ListingCard({ listing, action }: { listing: Listing; action?: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <article
      aria-label={listing.title}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm"
    >
      {expanded ? <PreviewStrip listing={listing} /> : <PreviewStrip listing={listing} compact />}
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="break-words font-semibold text-ink">{listing.title}</h3>
        <p className="text-sm text-muted">
          by {listing.sellerHandle ? `@${listing.sellerHandle}` : listing.sellerName} · {listing.pageCount} page
          {listing.pageCount === 1 ? '' : 's'} · {listing.sales} sold
        </p>
        <Rating average={listing.ratingAverage} count={listing.ratingCount} />
        {listing.description ? (
          <p className={cn('break-words text-sm text-ink', expanded ? '' : 'line-clamp-2')}>{listing.description}</p>
        ) : null}
        {listing.previewPages.length > 1 || listing.description.length > 100 || !listing.mine ? (
          <button
            type="button"
            className="min-h-11 self-start text-sm font-medium text-primary underline-offset-2 hover:underline"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Show less' : 'All previews and details'}
          </button>
        ) : null}
        {expanded && !listing.mine ? <ReportListing listingId={listing.id} /> : null}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <span className="font-bold text-ink">{listing.priceCoins.toLocaleString('en-IN')} Med Coins</span>
        {action}
      </div>
    </article>
  );
}
