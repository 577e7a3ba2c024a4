/** "Report an error" for one question: a reason and optional details, sent to the editors' queue. */
import { type LibraryReportReason, libraryReportReasonLabels } from '@medsutra/contract/library/api';
import { practiceScreenText as text } from '@medsutra/contract/mcq/practice-screen';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ReportReasonField } from '@/components/report-reason-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { reportQuestion } from '../api/report-question';

const REASONS = Object.keys(libraryReportReasonLabels) as LibraryReportReason[];

function ReportForm({ questionId, onDone }: { questionId: string; onDone: () => void }) {
  const [reason, setReason] = useState<LibraryReportReason>('wrong-answer');
  const [details, setDetails] = useState('');
  const send = useMutation({
    mutationFn: reportQuestion,
    onSuccess: (reply) => {
      showToast('success', reply.message);
      onDone();
    },
    onError: (error) => showToast('error', failureSentence(error, text.report)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ itemKind: 'question', itemId: questionId, reason, text: details.trim() });
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      <ReportReasonField
        label={<span className="font-medium">{text.reportReason}</span>}
        labelClassName="flex flex-col gap-2"
        value={reason}
        reasons={REASONS}
        labels={libraryReportReasonLabels}
        onChange={setReason}
        selectClassName="min-h-11 rounded-lg border border-border bg-surface px-3"
      />
      <label className="flex flex-col gap-2">
        <span className="font-medium">{text.reportDetails}</span>
        <textarea
          value={details}
          maxLength={2000}
          onChange={(event) => setDetails(event.target.value)}
          className="min-h-24 rounded-lg border border-border bg-surface p-3"
        />
      </label>
      <Button type="submit" disabled={send.isPending} className="self-end">
        {send.isPending ? text.reportSending : text.reportSend}
      </Button>
    </form>
  );
}

export function ReportDialog({ questionId, onClose }: { questionId: string | null; onClose: () => void }) {
  return (
    <Dialog open={questionId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {questionId ? (
        <DialogContent title={text.reportTitle} closeLabel={text.close}>
          <ReportForm questionId={questionId} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
