import { messages } from '@medsutra/contract/messages';
import { paths } from '@medsutra/contract/routes';
import { ButtonLink } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <p aria-hidden="true" className="text-5xl font-bold text-primary">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{messages.notFound.title}</h1>
      <p className="mt-3 text-muted">{messages.notFound.body}</p>
      <ButtonLink to={paths.dashboard} className="mt-6">
        {messages.notFound.back}
      </ButtonLink>
    </div>
  );
}
