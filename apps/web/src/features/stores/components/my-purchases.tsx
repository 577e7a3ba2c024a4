/** The buyer's orders: open the copy, rate it once, or ask for a refund within the window. */
import type { StoreOrder } from '@medsutra/contract/stores/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueriedListSection } from '@/components/queried-list-section';
import { Button, buttonClasses } from '@/components/ui/button';
import { failureSentence } from '@/lib/api-failure';
import { useMyOrders, useRate, useRequestRefund } from '../api/stores-api';
import { toastOutcome } from '../lib/toast-outcome';

function RateForm({ order }: { order: StoreOrder }) {
  const rate = useRate();
  const [stars, setStars] = useState(order.myRating ?? 0);
  const [review, setReview] = useState('');
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        rate.mutate(
          { listingId: order.listingId, stars, review },
          toastOutcome('The rating was not saved. Try again.'),
        );
      }}
    >
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">Your rating</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="flex min-h-11 min-w-8 cursor-pointer items-center justify-center">
            <input
              type="radio"
              name={`stars-${order.id}`}
              value={value}
              checked={stars === value}
              onChange={() => setStars(value)}
              className="sr-only"
            />
            <span aria-hidden="true" className={stars >= value ? 'text-xl text-amber-500' : 'text-xl text-muted'}>
              ★
            </span>
            <span className="sr-only">{value} stars</span>
          </label>
        ))}
      </fieldset>
      <label className="sr-only" htmlFor={`review-${order.id}`}>
        Review
      </label>
      <input
        id={`review-${order.id}`}
        value={review}
        onChange={(event) => setReview(event.target.value)}
        placeholder="A short review (optional)"
        maxLength={1000}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-base text-ink"
      />
      <Button type="submit" size="sm" variant="secondary" disabled={stars === 0 || rate.isPending}>
        {order.myRating ? 'Update rating' : 'Rate'}
      </Button>
    </form>
  );
}

function RefundForm({ order }: { order: StoreOrder }) {
  const refund = useRequestRefund();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (order.refundRequest) {
    return <p className="text-sm text-muted">Refund request: {order.refundRequest}.</p>;
  }
  if (order.status !== 'paid' || new Date(order.refundableUntil) < new Date()) return null;
  if (!open) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Ask for a refund
      </Button>
    );
  }
  return (
    <form
      className="flex flex-wrap gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        refund.mutate({ orderId: order.id, reason }, toastOutcome('The request was not sent. Try again.'));
      }}
    >
      <label className="sr-only" htmlFor={`refund-${order.id}`}>
        Why do you want a refund?
      </label>
      <input
        id={`refund-${order.id}`}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder="Why do you want a refund?"
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-base text-ink"
      />
      <Button type="submit" size="sm" variant="secondary" disabled={refund.isPending || !reason.trim()}>
        Send
      </Button>
    </form>
  );
}

export function MyPurchases() {
  const orders = useMyOrders();
  return (
    <QueriedListSection
      id="my-purchases"
      headingId="my-purchases-title"
      title="My purchases"
      className="mt-10"
      query={orders}
      failed={(error) => failureSentence(error, 'Your purchases could not be loaded.')}
      empty={<p className="mt-2 text-muted">Notes you buy appear here and among your purchased PDFs.</p>}
    >
      {(rows) => (
        <ul className="mt-3 flex flex-col gap-3">
          {rows.map((order) => (
            <li key={order.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="break-words font-semibold text-ink">{order.title}</p>
                  <p className="text-sm text-muted">
                    {order.priceCoins.toLocaleString('en-IN')} Med Coins ·{' '}
                    {new Date(order.createdAt).toLocaleDateString('en-IN')} · order {order.id.slice(0, 8)}
                    {order.status === 'refunded' ? ' · refunded' : ''}
                  </p>
                </div>
                {order.pdfId ? (
                  <Link
                    className={buttonClasses('primary', 'sm')}
                    to={`/pdf-viewer/purchased/${encodeURIComponent(order.pdfId)}`}
                  >
                    Open
                  </Link>
                ) : null}
              </div>
              {order.status === 'paid' ? <RateForm order={order} /> : null}
              <RefundForm order={order} />
            </li>
          ))}
        </ul>
      )}
    </QueriedListSection>
  );
}
