/** The loading and failure sentences shared by the library's pages. */
import { libraryScreenMessages } from '@medsutra/contract/library/messages';
import type { QueryText } from '@/components/ui/query-view';

export const libraryQueryText: QueryText = {
  loading: libraryScreenMessages.loading,
  failed: libraryScreenMessages.loadFailed,
};
