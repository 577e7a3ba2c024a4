import { messages } from '@medsutra/contract/messages';
import { StatusPage } from './status-page';

export default function NotFoundPage() {
  return <StatusPage code={404} {...messages.notFound} />;
}
