import { messages } from '@medsutra/contract/messages';
import { StatusPage } from './status-page';

/** An admin page opened by someone who is not an admin: says so, and links home. */
export default function ForbiddenPage() {
  return <StatusPage code={403} {...messages.forbidden} />;
}
