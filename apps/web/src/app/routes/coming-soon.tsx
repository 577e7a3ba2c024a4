import { type AppRoute, paths } from '@medsutra/contract/routes';
import { comingSoonMessages } from '@medsutra/contract/shell/messages';
import { Hourglass } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OfflineNoteView } from '@/features/offline/components/offline-note-view';

/**
 * The one honest placeholder for every route whose feature is not built yet. No invented data.
 * /my-notes is not built, but the offline notes list opens a note at the old
 * /my-notes?offline=true&noteId=…, and that note is on this device: it is shown, not promised.
 */
export default function ComingSoonPage({ route }: { route: AppRoute }) {
  const [query] = useSearchParams();
  const offlineNoteId = route.path === paths.myNotes && query.get('offline') === 'true' ? query.get('noteId') : null;
  if (offlineNoteId) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-6">
        <OfflineNoteView noteId={offlineNoteId} />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <Card className="text-center">
        <Hourglass aria-hidden="true" className="mx-auto size-10 text-primary" />
        <p className="mt-4 text-sm font-semibold tracking-wide text-accent uppercase">{comingSoonMessages.title}</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">{route.title}</h1>
        <p className="mt-3 text-muted">
          <strong className="text-ink">{route.feature}</strong> {comingSoonMessages.body}
        </p>
        {route.access === 'signedIn' ? (
          <ButtonLink to={paths.dashboard} className="mt-6">
            {comingSoonMessages.back}
          </ButtonLink>
        ) : null}
      </Card>
    </div>
  );
}
