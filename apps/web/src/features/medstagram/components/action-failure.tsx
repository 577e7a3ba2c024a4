import { communityScreenMessages as text } from '@medsutra/contract/medstagram/messages';
import { failureSentence } from '@/lib/api-failure';

/** Why a community request (a post, a comment, a report, a profile change) failed; nothing while it has not. */
export function ActionFailure({ request }: { request: { isError: boolean; error: unknown } }) {
  if (!request.isError) return null;
  return (
    <p role="alert" className="text-danger text-sm">
      {failureSentence(request.error, text.actionFailed)}
    </p>
  );
}
