/**
 * Buys a listing. Each deliberate click makes one purchase id, and the button is disabled while
 * it is sent, so a double click (or a retried request) buys once.
 */
import type { Listing } from '@medsutra/contract/stores/api';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useConfirmSpend } from '@/components/confirm-spend';
import { Button, buttonClasses } from '@/components/ui/button';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { usePurchase } from '../api/stores-api';

export function BuyButton({ listing }: { listing: Listing }) {
  const purchase = usePurchase();
  const confirmSpend = useConfirmSpend();
  const purchaseId = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pdfId, setPdfId] = useState<string | null>(null);

  if (listing.mine) return <span className="text-sm text-muted">Your listing</span>;
  if (pdfId || listing.owned) {
    return pdfId ? (
      <Link className={buttonClasses('secondary', 'sm')} to={`/pdf-viewer/purchased/${encodeURIComponent(pdfId)}`}>
        Open
      </Link>
    ) : (
      <Link className={buttonClasses('secondary', 'sm')} to="/stores/browse#my-purchases">
        Owned
      </Link>
    );
  }
  return (
    <div className="flex flex-col items-end gap-1">
      {confirmSpend.dialog}
      <Button
        size="sm"
        disabled={purchase.isPending}
        onClick={async () => {
          if (!(await confirmSpend.confirm(`“${listing.title}”`, listing.priceCoins))) return;
          purchaseId.current ??= crypto.randomUUID();
          setError(null);
          purchase.mutate(
            { listingId: listing.id, purchaseId: purchaseId.current },
            {
              onSuccess: (reply) => {
                purchaseId.current = null;
                setPdfId(reply.order.pdfId);
                showToast('success', 'Bought', {
                  description: `“${listing.title}” is in your purchased PDFs. ${reply.coinBalance.toLocaleString('en-IN')} Med Coins left.`,
                });
              },
              onError: (caught) => {
                purchaseId.current = null;
                setError(failureSentence(caught, 'The purchase did not go through. Try again.'));
              },
            },
          );
        }}
      >
        {purchase.isPending ? 'Buying…' : `Buy for ${listing.priceCoins.toLocaleString('en-IN')}`}
      </Button>
      {error ? (
        <p role="alert" className="max-w-56 text-right text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
