/**
 * /referral: the student's code and invite link, copy and share (WhatsApp too), what it has paid,
 * the friends who joined (paid, waiting or not paid, by masked name) and the conditions in plain words.
 */

import { economyUiMessages } from '@medsutra/contract/economy/messages';
import {
  REFERRAL_MONTHLY_CAP,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_XP,
  REFERRAL_SAME_ADDRESS_WINDOW_MINUTES,
  WELCOME_BONUS_COINS,
} from '@medsutra/contract/economy/table';
import { paths } from '@medsutra/contract/routes';
import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { showToast } from '@/lib/toast';
import { useReferralSummary } from '../api/get-referral-summary';
import { EconomyPage } from '../components/economy-page';
import { ErrorNote, Skeleton } from '../components/query-states';
import { ReferralFriendList } from '../components/referral-friend-list';
import { StatTile } from '../components/stat-tile';
import { formatCount } from '../lib/format';

const text = economyUiMessages.referral;
const COPIED_MS = 2000;

function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={() => {
        // The clipboard exists only on secure pages and may be refused; then the text stays selectable.
        if (!navigator.clipboard) {
          showToast('error', text.copyFailed);
          return;
        }
        navigator.clipboard
          .writeText(value)
          .then(() => setCopied(true))
          .catch(() => showToast('error', text.copyFailed));
      }}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-success" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{copied ? text.copied : text.copy}</span>
    </Button>
  );
}

export default function ReferralPage({ email }: { email: string }) {
  const summary = useReferralSummary(email);
  const data = summary.data;
  const shareText = data ? text.shareText(data.referralLink, WELCOME_BONUS_COINS) : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <EconomyPage path={paths.referral}>
      {summary.isError && !data ? <ErrorNote error={summary.error} onRetry={() => void summary.refetch()} /> : null}

      <Card>
        <CardTitle>{text.codeTitle}</CardTitle>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {data ? (
            <output
              aria-label={text.codeTitle}
              className="rounded-lg border-2 border-dashed border-primary bg-primary-soft px-4 py-2 font-mono text-xl font-bold tracking-wider sm:text-2xl sm:tracking-widest text-ink select-all"
            >
              {data.referralCode}
            </output>
          ) : (
            <Skeleton className="h-12 w-44" />
          )}
          {data ? <CopyButton value={data.referralCode} label={text.copyCode} /> : null}
        </div>

        <h3 className="mt-5 text-sm font-semibold text-ink">{text.linkTitle}</h3>
        <div className="mt-2 flex flex-col gap-3">
          {data ? (
            <input
              readOnly
              value={data.referralLink}
              aria-label={text.linkTitle}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-surface-muted px-3 text-sm text-ink"
            />
          ) : (
            <Skeleton className="h-11 w-full" />
          )}
          <div className="flex flex-wrap gap-2">
            {data ? <CopyButton value={data.referralLink} label={text.copyLink} /> : null}
            <a
              href={data ? `https://wa.me/?text=${encodeURIComponent(shareText)}` : undefined}
              aria-disabled={!data}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-success px-3 text-sm font-medium text-on-primary hover:opacity-90 aria-disabled:pointer-events-none aria-disabled:opacity-60"
            >
              <Share2 aria-hidden="true" className="size-4" />
              {text.whatsapp}
            </a>
            {canShare && data ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void navigator.share({ text: shareText, url: data.referralLink }).catch(() => undefined)}
              >
                <Share2 aria-hidden="true" className="size-4" />
                {text.share}
              </Button>
            ) : null}
          </div>
        </div>
      </Card>

      <section aria-labelledby="referral-rewards" className="flex flex-col gap-3">
        <h2 id="referral-rewards" className="text-lg font-semibold text-ink">
          {text.rewardsTitle}
        </h2>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
          <StatTile label={text.made} value={data ? formatCount(data.referralsMade) : null} />
          <StatTile label={text.pending} value={data ? formatCount(data.referralsPending) : null} />
          <StatTile label={text.coinsEarned} value={data ? formatCount(data.coinsEarned) : null} />
          <StatTile label={text.xpEarned} value={data ? formatCount(data.xpEarned) : null} />
        </div>
        {data ? (
          <p className="text-sm text-muted">{text.monthUsage(data.paidThisMonth, REFERRAL_MONTHLY_CAP)}</p>
        ) : null}
      </section>

      <section aria-labelledby="referral-friends" className="flex flex-col gap-3">
        <h2 id="referral-friends" className="text-lg font-semibold text-ink">
          {text.friendsTitle}
        </h2>
        <ReferralFriendList referrals={data ? data.referrals : null} />
      </section>

      <Card>
        <CardTitle>{text.howTitle}</CardTitle>
        <p className="mt-2 text-ink">{text.how(REFERRAL_REWARD_COINS, REFERRAL_REWARD_XP)}</p>
        <ol className="mt-3 flex list-decimal flex-col gap-1.5 pl-5 text-sm text-muted">
          {text.conditions(REFERRAL_MONTHLY_CAP, REFERRAL_SAME_ADDRESS_WINDOW_MINUTES).map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ol>
      </Card>
    </EconomyPage>
  );
}
