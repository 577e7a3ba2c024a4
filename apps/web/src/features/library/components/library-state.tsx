/** Loading and failure states shared by the library's pages. */
import { libraryScreenMessages } from '@medsutra/contract/library/messages';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';

export function LibraryLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label={libraryScreenMessages.loading} />
    </div>
  );
}

export function LibraryFailure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-danger text-sm">
      {failureSentence(error, libraryScreenMessages.loadFailed)}
    </p>
  );
}
