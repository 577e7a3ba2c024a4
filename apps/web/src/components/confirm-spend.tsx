/**
 * Asks once before a coin spend or purchase: what it is, its price and the balance, Spend or
 * Cancel. A spend under SMALL_SPEND_COINS goes ahead without asking when the student turned the
 * question off in her profile (spends of 50 or more always ask). Lazily loaded code only (Radix).
 */
import { SMALL_SPEND_COINS, profileMessages as text } from '@medsutra/contract/account/profile';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useProfile } from '@/features/profile/api/get-profile';

interface Ask {
  what: string;
  coins: number;
  balance: number | null;
}

/** `confirm(what, coins, balance)` resolves true to go ahead; render `dialog` once in the page. */
export function useConfirmSpend(): {
  confirm: (what: string, coins: number, balance?: number | null) => Promise<boolean>;
  dialog: ReactNode;
} {
  const profile = useProfile();
  const [ask, setAsk] = useState<Ask | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const close = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setAsk(null);
  };
  const confirm = (what: string, coins: number, balance: number | null = null) => {
    const skip = coins < SMALL_SPEND_COINS && profile.data?.confirmSmallSpends === false;
    if (skip) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsk({ what, coins, balance });
    });
  };
  const dialog = (
    <Dialog open={ask !== null} onOpenChange={(open) => (open ? undefined : close(false))}>
      {ask ? (
        <DialogContent title={text.confirmSpendTitle} closeLabel={text.confirmSpendClose}>
          <p className="mt-2 text-ink" data-testid="confirm-spend-text">
            {text.confirmSpend(ask.what, ask.coins, ask.balance)}
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              {text.confirmSpendNo}
            </Button>
            <Button onClick={() => close(true)} autoFocus>
              {text.confirmSpendYes(ask.coins)}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
  return { confirm, dialog };
}
