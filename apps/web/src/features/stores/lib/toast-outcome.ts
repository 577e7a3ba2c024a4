import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';

/**
 * A store action's callbacks: the server's sentence as a success toast (then `after`), or why it
 * failed (`failed` when the server gave no reason) as an error toast.
 */
export function toastOutcome(failed: string, after?: () => void) {
  return {
    onSuccess: (reply: { message: string }) => {
      showToast('success', reply.message);
      after?.();
    },
    onError: (caught: unknown) => showToast('error', failureSentence(caught, failed)),
  };
}
