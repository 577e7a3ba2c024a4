import { messages } from '@medsutra/contract/messages';
import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { OfflineNotesList } from './offline-notes-list';

const o = messages.offline;

/**
 * The full offline page, shown in place of the routed page when still offline 2 s after going
 * offline. Bundled with the shell, not lazily loaded: it must render when no chunk can be fetched.
 */
export function OfflinePage() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-10 text-center">
      <WifiOff aria-hidden="true" className="size-12 text-muted" />
      <h1 className="text-2xl font-bold text-ink">{o.pageTitle}</h1>
      <p className="text-muted">{o.pageBody}</p>
      <Button onClick={() => window.location.reload()}>{o.tryAgain}</Button>
      <div className="mt-4 w-full">
        <OfflineNotesList />
      </div>
    </div>
  );
}
