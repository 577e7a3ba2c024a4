/** How the profile's cards say that a save or a request worked (`ok`) or did not. */
export function Status({ ok, message }: { ok: boolean; message: string }) {
  return (
    <p role="status" className={ok ? 'text-sm text-success' : 'text-sm text-danger'}>
      {message}
    </p>
  );
}
