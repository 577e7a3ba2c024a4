/** The next three things to study, each a button to the page where it is done. */
import type { InsightsNextStep } from '@medsutra/contract/insights/api';
import { BookOpen, RotateCcw, Target } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

const ICONS = { revise: RotateCcw, practise: Target, start: BookOpen } as const;
const ACTIONS = { revise: 'Revise now', practise: 'Practise', start: 'Start' } as const;

export function NextSteps({ steps }: { steps: readonly InsightsNextStep[] }) {
  return (
    <ol className="mt-3 space-y-2" data-testid="next-steps">
      {steps.map((step) => {
        const Icon = ICONS[step.kind];
        return (
          <li
            key={step.title}
            className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{step.title}</p>
                <p className="text-sm text-muted">{step.detail}</p>
              </div>
            </div>
            <ButtonLink to={step.href} size="sm" className="self-start sm:self-center">
              {ACTIONS[step.kind]}
            </ButtonLink>
          </li>
        );
      })}
    </ol>
  );
}
