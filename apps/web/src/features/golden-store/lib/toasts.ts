/** The store's toasts after an action: what was done, or the failure's sentence. */
import { goldenUiMessages as text } from '@medsutra/contract/golden-store/rules';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';

/** The server's sentence for the failure, or the store's own "could not load". */
export const toastFailure = (error: unknown) => showToast('error', failureSentence(error, text.loadFailed));

/** Mutation callbacks: `done` on success, the failure otherwise. */
export const toastOutcome = (done: string) => ({
  onSuccess: () => showToast('success', done),
  onError: toastFailure,
});
