/**
 * "Share my progress": a card of what a student would show a friend, and a button that shares or
 * copies it. It holds no email, no Med Coin balance and no weak subjects (docs/decisions/046).
 */

import type { InsightsShare } from '@medsutra/contract/insights/api';
import { shareText, insightsMessages as text } from '@medsutra/contract/insights/screen';
import { PRODUCT_NAME } from '@medsutra/contract/product';
import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';

async function shareOrCopy(body: string): Promise<'shared' | 'copied' | 'failed'> {
  try {
    if (navigator.share && window.matchMedia?.('(pointer: coarse)').matches) {
      await navigator.share({ title: `${PRODUCT_NAME} progress`, text: body });
      return 'shared';
    }
    await navigator.clipboard.writeText(body);
    return 'copied';
  } catch (error) {
    // The student closed the share sheet: nothing to say.
    if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    return 'failed';
  }
}

export function ShareCard({ share }: { share: InsightsShare }) {
  const body = shareText(share, PRODUCT_NAME);
  async function onShare() {
    const result = await shareOrCopy(body);
    if (result === 'copied') showToast('success', text.shareCopied);
    if (result === 'failed') showToast('error', text.shareFailed);
  }
  return (
    <div>
      <div
        className="mt-3 rounded-xl bg-gradient-to-br from-primary to-primary-strong p-4 text-on-primary"
        data-testid="share-card"
      >
        <p className="text-sm opacity-90">{PRODUCT_NAME}</p>
        <p className="mt-1 text-xl font-bold break-words">{share.name}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="opacity-80">Level</dt>
            <dd className="text-lg font-semibold tabular-nums">{share.level}</dd>
          </div>
          <div>
            <dt className="opacity-80">XP</dt>
            <dd className="text-lg font-semibold tabular-nums">{share.xp.toLocaleString('en-IN')}</dd>
          </div>
          <div>
            <dt className="opacity-80">Active days</dt>
            <dd className="text-lg font-semibold tabular-nums">{share.activeDays}</dd>
          </div>
          <div>
            <dt className="opacity-80">Revised</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {share.subtopicsRevised}/{share.subtopicsTotal}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm opacity-90">
          Study streak {share.streakDays} {share.streakDays === 1 ? 'day' : 'days'}
          {share.accuracy !== null ? ` · MCQ accuracy ${share.accuracy}%` : ''}
        </p>
      </div>
      <p className="mt-2 text-xs text-muted">{text.shareNote}</p>
      <Button onClick={onShare} variant="secondary" className="mt-3">
        <Share2 aria-hidden="true" className="size-4" />
        {text.shareTitle}
      </Button>
    </div>
  );
}
