/**
 * The balance, the topic and the generate button (docs/product-rules.md, Mindmaps). The button is
 * disabled while the topic is empty, the request runs, or the balance is under the cost; a topic
 * of spaces alone reaches the submit handler, which answers with `mindmapMessages.topicRequired`.
 */

import { MINDMAP_TOPIC_MAX, mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { mindmapScreenMessages } from '@medsutra/contract/mindmaps/messages';
import { paths } from '@medsutra/contract/routes';
import { Coins, LoaderCircle, Network, TriangleAlert } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { ToolPrice } from '@/features/cases/api/tools-api';

const text = mindmapScreenMessages;

interface BalanceState {
  balance: number | undefined;
  loading: boolean;
}

export interface GeneratorFormProps {
  topic: string;
  onTopicChange: (topic: string) => void;
  onGenerate: () => void;
  pending: boolean;
  balance: BalanceState;
  /** The mindmap's price on this install (the library version's without a model). */
  price: ToolPrice;
}

export function GeneratorForm({ topic, onTopicChange, onGenerate, pending, balance, price }: GeneratorFormProps) {
  const insufficient = balance.balance !== undefined && price.cost !== null && balance.balance < price.cost;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };

  return (
    <Card className="space-y-4">
      <p className="flex items-center justify-between gap-3 rounded-lg bg-surface-muted px-3 py-2">
        <span className="inline-flex items-center gap-2 whitespace-nowrap text-muted text-sm">
          <Coins aria-hidden="true" className="size-4 text-accent" />
          {text.balanceLabel}
        </span>
        {balance.balance !== undefined ? (
          <strong data-testid="mindmap-balance" className="font-semibold text-ink text-lg tabular-nums">
            {text.balanceValue(balance.balance)}
          </strong>
        ) : balance.loading ? (
          <span className="h-6 w-12 animate-pulse rounded bg-border motion-reduce:animate-none">
            <span className="sr-only">{text.balanceLoading}</span>
          </span>
        ) : (
          <span className="text-muted text-sm">{text.balanceUnknown}</span>
        )}
      </p>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Input
          label={text.topicLabel}
          name="topic"
          value={topic}
          onChange={(event) => onTopicChange(event.target.value)}
          placeholder={text.topicPlaceholder}
          maxLength={MINDMAP_TOPIC_MAX}
          autoComplete="off"
          enterKeyHint="go"
          disabled={pending}
        />
        {insufficient ? (
          <p
            role="alert"
            className="flex flex-wrap items-start gap-x-2 gap-y-1 rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-danger text-sm"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="flex-1">
              {mindmapMessages.insufficientCoinsInline(balance.balance ?? 0, price.cost ?? 0)}
            </span>
            <Link to={paths.medCoinsStore} className="font-semibold underline underline-offset-2">
              {text.getCoins}
            </Link>
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={topic === '' || pending || insufficient}>
          {pending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              {mindmapMessages.generating}
            </>
          ) : (
            <>
              <Network aria-hidden="true" className="size-5" />
              {text.generate(price.label)}
            </>
          )}
        </Button>
      </form>
    </Card>
  );
}
