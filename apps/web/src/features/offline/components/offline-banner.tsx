import { messages } from '@medsutra/contract/messages';
import { paths } from '@medsutra/contract/routes';
import { WifiOff } from 'lucide-react';
import { Link } from 'react-router';

const o = messages.offline;

/** Shown at the top as soon as the browser goes offline. */
export function OfflineBanner() {
  return (
    <div role="status" className="bg-ink text-canvas">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1">
        <WifiOff aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 text-sm">
          <strong className="font-semibold">{o.bannerTitle}</strong> <span className="opacity-90">{o.bannerBody}</span>
        </p>
        <div className="flex gap-1">
          <Link
            to={paths.offlineNotes}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold underline"
          >
            {o.openNotes}
          </Link>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold underline"
          >
            {o.retry}
          </button>
        </div>
      </div>
    </div>
  );
}
