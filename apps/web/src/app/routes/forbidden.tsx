import { messages } from '@medsutra/contract/messages';
import { paths } from '@medsutra/contract/routes';
import { ButtonLink } from '@/components/ui/button';

/** An admin page opened by someone who is not an admin: says so, and links home. */
export default function ForbiddenPage() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <p aria-hidden="true" className="text-5xl font-bold text-primary">
        403
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{messages.forbidden.title}</h1>
      <p className="mt-3 text-muted">{messages.forbidden.body}</p>
      <ButtonLink to={paths.dashboard} className="mt-6">
        {messages.forbidden.back}
      </ButtonLink>
    </div>
  );
}
