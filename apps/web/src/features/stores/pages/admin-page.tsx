/**
 * /stores/admin: the review queue (approve, or reject with a reason the seller sees), refund
 * requests, and takedowns. Listing reports are in the one moderation queue (/admin/moderation).
 * Every action is in the audit log.
 */
import { adminPages } from '@medsutra/contract/admin/api';
import { type AdminListing, adminListingFileUrl } from '@medsutra/contract/stores/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { type AdminAction, useAdminAction, useAdminQueue, useAdminRefunds } from '../api/stores-api';
import { PreviewStrip } from '../components/listing-card';
import { toastOutcome } from '../lib/toast-outcome';

function useRun() {
  const action = useAdminAction();
  return {
    pending: action.isPending,
    run: (input: AdminAction) => action.mutate(input, toastOutcome('That did not work. Try again.')),
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="mt-8 first:mt-0">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A required text box whose label only a screen reader hears; the placeholder shows what goes in. */
function HiddenLabelInput({
  id,
  label,
  placeholder,
  value,
  onChange,
  grow = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Takes the room left in its row. */
  grow?: boolean;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={`min-h-11 min-w-0 ${grow ? 'flex-1 ' : ''}rounded-lg border border-border bg-surface px-3 text-base text-ink`}
      />
    </>
  );
}

function QueueItem({ listing }: { listing: AdminListing }) {
  const { run, pending } = useRun();
  const [reason, setReason] = useState('');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3">
      <div className="min-w-0">
        <p className="break-words font-semibold text-ink">{listing.title}</p>
        <p className="text-sm text-muted">
          by {listing.sellerName} · {listing.pageCount} pages · {listing.priceCoins.toLocaleString('en-IN')} Med Coins
        </p>
        {listing.description ? <p className="mt-1 break-words text-sm text-ink">{listing.description}</p> : null}
      </div>
      <PreviewStrip listing={listing} />
      <div className="flex flex-wrap items-center gap-2">
        <a
          className="min-h-11 content-center text-sm font-medium text-primary"
          href={adminListingFileUrl(listing.id)}
          target="_blank"
          rel="noreferrer"
        >
          Read the whole PDF
        </a>
        <Button
          size="sm"
          disabled={pending || listing.previewStatus !== 'ready'}
          onClick={() => run({ kind: 'approve', id: listing.id })}
        >
          Approve
        </Button>
      </div>
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          run({ kind: 'reject', id: listing.id, reason });
        }}
      >
        <HiddenLabelInput
          id={`reject-${listing.id}`}
          label="Reason for rejecting"
          placeholder="Reason the seller will see"
          value={reason}
          onChange={setReason}
          grow
        />
        <Button type="submit" size="sm" variant="danger" disabled={pending || !reason.trim()}>
          Reject
        </Button>
      </form>
    </li>
  );
}

function Loading({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: unknown[] };
  empty: string;
  children: React.ReactNode;
}) {
  if (query.isPending) return <Spinner label="Loading" />;
  if (query.isError)
    return <p className="text-muted">{failureSentence(query.error, 'This list could not be loaded.')}</p>;
  if (query.data?.length === 0) return <p className="text-muted">{empty}</p>;
  return <>{children}</>;
}

export default function StoresAdminPage() {
  const queue = useAdminQueue();
  const refunds = useAdminRefunds();
  const { run, pending } = useRun();
  const [takeDownId, setTakeDownId] = useState('');
  const [takeDownReason, setTakeDownReason] = useState('');

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <PageHeader
        title="Notes store admin"
        description="Review listings and decide refunds. Every decision is recorded in the admin audit log."
      />
      <Section title="Review queue">
        <Loading query={queue} empty="No listings are waiting for review.">
          <ul className="flex flex-col gap-3">
            {queue.data?.map((listing) => (
              <QueueItem key={listing.id} listing={listing} />
            ))}
          </ul>
        </Loading>
      </Section>

      <Section title="Reports">
        <p className="text-muted">
          Listing reports are decided with every other report in the{' '}
          <Link to={adminPages.moderation} className="font-medium text-primary underline underline-offset-2">
            moderation queue
          </Link>
          ; upholding one takes the listing down and refunds buyers whose share is still held.
        </p>
      </Section>

      <Section title="Refund requests">
        <Loading query={refunds} empty="No refund requests.">
          <ul className="flex flex-col gap-3">
            {refunds.data?.map((refund) => (
              <li key={refund.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
                <p className="break-words font-semibold text-ink">{refund.listingTitle}</p>
                <p className="text-sm text-muted">
                  {refund.buyerName} · {refund.priceCoins.toLocaleString('en-IN')} Med Coins · {refund.status}
                </p>
                <p className="break-words text-sm text-ink">{refund.reason}</p>
                {refund.status === 'pending' ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      disabled={pending}
                      onClick={() => run({ kind: 'refund', id: refund.id, decision: 'approve' })}
                    >
                      Refund
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={pending}
                      onClick={() => run({ kind: 'refund', id: refund.id, decision: 'decline' })}
                    >
                      Decline
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </Loading>
      </Section>

      <Section title="Take a listing down">
        <form
          className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto]"
          onSubmit={(event) => {
            event.preventDefault();
            run({ kind: 'take-down', id: takeDownId.trim(), reason: takeDownReason });
          }}
        >
          <HiddenLabelInput
            id="take-down-id"
            label="Listing id"
            placeholder="Listing id"
            value={takeDownId}
            onChange={setTakeDownId}
          />
          <HiddenLabelInput
            id="take-down-reason"
            label="Reason"
            placeholder="Reason"
            value={takeDownReason}
            onChange={setTakeDownReason}
          />
          <Button type="submit" variant="danger" disabled={pending || !takeDownId.trim() || !takeDownReason.trim()}>
            Take down
          </Button>
        </form>
        <p className="mt-2 text-sm text-muted">
          Buyers whose seller share is still held are refunded in full; the seller is never paid for those sales.
        </p>
      </Section>
    </div>
  );
}
