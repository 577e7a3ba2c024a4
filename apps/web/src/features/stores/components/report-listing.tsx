/** "Report this listing" (copyright, wrong content, spam): it goes to the admins' queue. */
import {
  LISTING_REPORT_REASON_LABELS,
  type ListingReportReason,
  listingReportReasons,
} from '@medsutra/contract/stores/api';
import { useState } from 'react';
import { ReportReasonField } from '@/components/report-reason-field';
import { Button } from '@/components/ui/button';
import { useReportListing } from '../api/stores-api';
import { toastOutcome } from '../lib/toast-outcome';

export function ReportListing({ listingId }: { listingId: string }) {
  const report = useReportListing();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ListingReportReason>('copyright');
  const [detail, setDetail] = useState('');
  if (!open) {
    return (
      <button
        type="button"
        className="min-h-11 self-start text-sm text-muted underline-offset-2 hover:underline"
        onClick={() => setOpen(true)}
      >
        Report this listing
      </button>
    );
  }
  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-border p-2"
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate(
          { listingId, reason, detail },
          toastOutcome('The report was not sent. Try again.', () => setOpen(false)),
        );
      }}
    >
      <ReportReasonField
        label="Reason"
        labelClassName="flex flex-col gap-1 text-sm font-medium text-ink"
        value={reason}
        reasons={listingReportReasons}
        labels={LISTING_REPORT_REASON_LABELS}
        onChange={setReason}
        selectClassName="min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink"
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        Details (optional)
        <input
          value={detail}
          maxLength={1000}
          onChange={(event) => setDetail(event.target.value)}
          className="min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink"
        />
      </label>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="secondary" disabled={report.isPending}>
          Send report
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
