import { messages } from '@medsutra/contract/messages';
import { findRoute, paths } from '@medsutra/contract/routes';
import { PageHeader } from '@/components/ui/page-header';
import { OfflineNotesList } from '../components/offline-notes-list';
import { OfflinePdfsSection } from '../components/offline-pdfs-section';

const route = findRoute(paths.offlineNotes);

export default function OfflineNotesPage() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6">
      <PageHeader title={route?.title ?? messages.offline.listTitle} description={route?.description} />
      <OfflineNotesList />
      <OfflinePdfsSection />
    </div>
  );
}
