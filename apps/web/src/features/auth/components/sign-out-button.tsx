import { authOutcomeMessages } from '@medsutra/contract/auth-messages';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { signOut } from '../lib/sign-out';

/** Signs out on the server and in this browser, then goes to /login. */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut(queryClient, navigate).finally(() => setBusy(false));
      }}
    >
      <LogOut aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">{authOutcomeMessages.signOut}</span>
    </Button>
  );
}
