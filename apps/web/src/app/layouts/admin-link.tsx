/**
 * The signed-in header's "Admin" entry to /admin. Its own chunk, fetched only when the signed-in
 * user is an admin, so nobody else (and no /login first load) carries it.
 */
import { adminPages } from '@medsutra/contract/admin';
import { ShieldCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

export default function AdminLink() {
  return (
    <ButtonLink to={adminPages.console} variant="ghost" size="sm">
      <ShieldCheck aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">Admin</span>
    </ButtonLink>
  );
}
