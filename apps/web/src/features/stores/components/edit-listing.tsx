/** The seller edits a listing: its price or a new PDF, either of which sends it back to review (decision 078). */
import { notesApiPaths, type UserPdf } from '@medsutra/contract/notes/api';
import { LISTING_PRICE_MAX, LISTING_PRICE_MIN, type MyListing, storesMessages } from '@medsutra/contract/stores/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { useUpdateListing } from '../api/stores-api';
import { toastOutcome } from '../lib/toast-outcome';

/** The price box's kind and limits, the same wherever a seller sets a listing's price. */
export const listingPriceBounds = {
  type: 'number',
  inputMode: 'numeric',
  min: LISTING_PRICE_MIN,
  max: LISTING_PRICE_MAX,
  required: true,
} as const;

export function EditListing({ listing, onDone }: { listing: MyListing; onDone: () => void }) {
  const update = useUpdateListing();
  const pdfs = useQuery({
    queryKey: ['pdfs'] as const,
    queryFn: async () => (await api.get<{ pdfs: UserPdf[] }>(notesApiPaths.pdfs)).pdfs,
  });
  const [price, setPrice] = useState(String(listing.priceCoins));
  const [pdfId, setPdfId] = useState(listing.sourcePdfId ?? '');
  const newFile = pdfId !== '' && pdfId !== listing.sourcePdfId;
  return (
    <form
      className="mt-3 flex flex-col gap-3 border-border border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: listing.id, body: { priceCoins: Number(price), ...(newFile ? { pdfId } : {}) } },
          toastOutcome('The listing was not saved. Try again.', onDone),
        );
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Price in Med Coins
        <input
          {...listingPriceBounds}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          className="min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        PDF
        <select
          value={pdfId}
          onChange={(event) => setPdfId(event.target.value)}
          className="min-h-11 min-w-0 rounded-lg border border-border bg-surface px-3 text-base text-ink"
        >
          {listing.sourcePdfId ? null : <option value="">Choose a PDF</option>}
          {pdfs.data?.map((pdf) => (
            <option key={pdf.id} value={pdf.id}>
              {pdf.title}
            </option>
          ))}
        </select>
      </label>
      {(newFile || Number(price) !== listing.priceCoins) && listing.status === 'approved' ? (
        <p className="text-sm text-muted">{storesMessages.editGoesToReview}</p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
