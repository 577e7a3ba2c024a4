import { authOutcomeMessages } from '@medsutra/contract/auth/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { signOut } from '../lib/sign-out';

/** How long a first tap on a touch screen waits for the confirming second tap. */
const CONFIRM_WINDOW_MS = 4000;

const touchScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Signs out on the server and in this browser, then goes to /login. On a touch screen, where the
 * button sits beside Help, the first tap asks once ("Tap again to sign out") and the second signs out.
 */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Sent at once even offline: the browser is cleared whether or not the server heard it.
  const signingOut = useMutation({ networkMode: 'always', mutationFn: () => signOut(queryClient, navigate) });
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!confirming) return;
    const timer = window.setTimeout(() => setConfirming(false), CONFIRM_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [confirming]);
  return (
    <Button
      variant={confirming ? 'danger' : 'ghost'}
      size="sm"
      disabled={signingOut.isPending}
      onClick={() => {
        if (!confirming && touchScreen()) {
          setConfirming(true);
          return;
        }
        signingOut.mutate();
      }}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {confirming ? (
        <span>{authOutcomeMessages.signOutConfirm}</span>
      ) : (
        <span className="max-sm:sr-only">{authOutcomeMessages.signOut}</span>
      )}
    </Button>
  );
}
