/**
 * "Level up!": shown when an XP award raises the level. It pops in
 * only for people who have not asked for reduced motion, and closes itself after a few seconds.
 */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { LEVELS } from '@medsutra/contract/economy/table';
import { PartyPopper, X } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';

const SHOWN_MS = 8000;
const text = economyUiMessages.levelUp;

export function LevelUpCelebration({ level, onClose }: { level: number; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  const bonus = LEVELS.find((definition) => definition.level === level)?.bonusCoins ?? 0;

  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4">
      <div
        role="status"
        data-testid="level-up"
        className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border-2 border-accent bg-accent-soft p-4 shadow-lg motion-safe:animate-level-up"
      >
        <PartyPopper aria-hidden="true" className="size-8 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-ink">{text.title(level)}</p>
          {bonus > 0 ? <p className="text-sm text-ink">{text.bonus(bonus)}</p> : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={text.dismiss}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>,
    document.body,
  );
}
