import { apiErrorMessage } from '@/lib/api-client';

/** How the profile's cards say that a save or a request worked (`ok`) or did not. */
export function Status({ ok, message }: { ok: boolean; message: string }) {
  return (
    <p role="status" className={ok ? 'text-sm text-success' : 'text-sm text-danger'}>
      {message}
    </p>
  );
}

/** A save's outcome: the server's reason (or `failed`) when it failed, `saved` when it worked. */
export function SaveStatus({
  save,
  failed,
  saved,
}: {
  save: { isError: boolean; isSuccess: boolean; error: unknown };
  failed: string;
  saved: string;
}) {
  return (
    <>
      {save.isError ? <Status ok={false} message={apiErrorMessage(save.error) ?? failed} /> : null}
      {save.isSuccess ? <Status ok message={saved} /> : null}
    </>
  );
}
