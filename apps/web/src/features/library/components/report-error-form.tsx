/** "Report an error": a reason and optional details, sent with the item's id (and so its version). */
import {
  LIBRARY_REPORT_TEXT_MAX,
  type LibraryItemKind,
  type LibraryReportReason,
  libraryReportReasonLabels,
  libraryReportReasonSchema,
} from '@medsutra/contract/library/api';
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextareaField } from '@/components/ui/textarea-field';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { useReportLibraryError } from '../api/report-error';

export function ReportErrorForm({ itemKind, itemId }: { itemKind: LibraryItemKind; itemId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<LibraryReportReason>('wrong-fact');
  const [details, setDetails] = useState('');
  const id = useId();
  const report = useReportLibraryError({
    onSuccess: (reply) => {
      showToast('success', reply.message);
      setOpen(false);
      setDetails('');
    },
    onError: (error) => showToast('error', failureSentence(error, text.reportFailed)),
  });

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {text.report}
      </Button>
    );
  }
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-border bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate({ itemKind, itemId, reason, text: details });
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {text.reportTitle}
      </h3>
      <Select
        label={text.reportReason}
        id={`${id}-reason`}
        value={reason}
        onChange={(event) => setReason(event.target.value as LibraryReportReason)}
      >
        {libraryReportReasonSchema.options.map((option) => (
          <option key={option} value={option}>
            {libraryReportReasonLabels[option]}
          </option>
        ))}
      </Select>
      <TextareaField
        id={`${id}-text`}
        label={text.reportText}
        value={details}
        maxLength={LIBRARY_REPORT_TEXT_MAX}
        rows={3}
        onChange={(event) => setDetails(event.target.value)}
        className="rounded-lg border border-border bg-surface px-3 py-2 text-base text-ink"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={report.isPending}>
          {text.reportSend}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {text.reportCancel}
        </Button>
      </div>
    </form>
  );
}
