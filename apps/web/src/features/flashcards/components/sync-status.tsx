/**
 * "N reviews waiting to sync": shown while some of the student's reviews are only on this device,
 * with a button to try at once when online; after a flush, what was sent and the XP it earned.
 */
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorStatus } from '@/lib/api-client';
import { failureSentence } from '@/lib/api-failure';
import { useOnlineStatus } from '@/lib/online-status';
import type { FlushOutcome } from '../lib/review-queue';

export function SyncStatus({
  waiting,
  last,
  onSync,
}: {
  waiting: number | null;
  last: FlushOutcome | null;
  onSync: () => void;
}) {
  const { offline } = useOnlineStatus();
  // A refusal (not a lost connection) is worth saying: trying again alone will not help.
  const status = last?.error ? errorStatus(last.error) : null;
  const refusal =
    status !== null && status >= 400 && status < 500 ? failureSentence(last?.error, text.syncFailed) : null;
  if (waiting && waiting > 0) {
    return (
      <p
        role="status"
        data-waiting={waiting}
        className="flex flex-wrap items-center gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink"
      >
        <CloudOff aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <span className="min-w-0 flex-1">
          {offline ? text.waitingOffline(waiting) : text.waiting(waiting)}
          {refusal && !offline ? <span className="block text-danger">{refusal}</span> : null}
        </span>
        {offline ? null : (
          <Button size="sm" variant="secondary" onClick={onSync}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {text.syncNow}
          </Button>
        )}
      </p>
    );
  }
  if (last && last.sent > 0) {
    return (
      <p role="status" className="text-sm text-muted">
        {text.synced(last.sent, last.xpAwarded)} {last.xpAwarded > 0 ? text.xpRule : null}
      </p>
    );
  }
  return <p role="status" className="sr-only" />;
}
