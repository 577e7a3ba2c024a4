import { paths } from '@medsutra/contract/routes';
import { ButtonLink } from '@/components/ui/button';

/** A page that can only say why it cannot show anything (404, 403), with the way home. */
export function StatusPage({ code, title, body, back }: { code: number; title: string; body: string; back: string }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <p aria-hidden="true" className="text-5xl font-bold text-primary">
        {code}
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-muted">{body}</p>
      <ButtonLink to={paths.dashboard} className="mt-6">
        {back}
      </ButtonLink>
    </div>
  );
}
