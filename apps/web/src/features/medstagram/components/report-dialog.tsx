/** Report a post, a comment or a student with a reason from the list; loaded only when a student asks. */
import { COMMENT_REPORT_REASONS, POST_REPORT_REASONS } from '@medsutra/contract/medstagram/api';
import { communityScreenMessages as text } from '@medsutra/contract/medstagram/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { showToast } from '@/lib/toast';
import { type ReportKind, useReport, useReportReasons } from '../api/report';
import { ActionFailure } from './action-failure';

export default function ReportDialog({
  targetKind,
  targetId,
  onClose,
}: {
  targetKind: ReportKind;
  targetId: string;
  onClose: () => void;
}) {
  // A student's reasons are the moderation module's own list, asked of the server.
  const served = useReportReasons(targetKind, targetKind === 'user');
  const reasons: readonly string[] =
    targetKind === 'post'
      ? POST_REPORT_REASONS
      : targetKind === 'comment'
        ? COMMENT_REPORT_REASONS
        : (served.data ?? []);
  const [chosen, setReason] = useState<string | null>(null);
  const reason = chosen ?? reasons[0] ?? '';
  const report = useReport();
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={
          targetKind === 'post'
            ? text.reportTitle
            : targetKind === 'comment'
              ? text.reportCommentTitle
              : text.reportUserTitle
        }
        closeLabel={text.reportClose}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(
              { targetKind, targetId, reason },
              {
                onSuccess: () => {
                  showToast('success', text.reportSent);
                  onClose();
                },
              },
            );
          }}
        >
          <fieldset className="space-y-2">
            <legend className="mb-1 font-medium text-sm">{text.reportReason}</legend>
            {served.isPending && targetKind === 'user' ? (
              <p className="text-muted text-sm">{text.reportReasonsLoading}</p>
            ) : null}
            <ActionFailure request={served} />
            {reasons.map((item) => (
              <label key={item} className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3">
                <input
                  type="radio"
                  name="reason"
                  value={item}
                  checked={reason === item}
                  onChange={() => setReason(item)}
                />
                <span className="text-sm">{item}</span>
              </label>
            ))}
          </fieldset>
          <ActionFailure request={report} />
          <Button type="submit" disabled={report.isPending || !reason}>
            {report.isPending ? text.reportSending : text.reportSend}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
