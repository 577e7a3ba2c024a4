/** "How to earn": each task and what it pays, from the contract's figures. */
import { EARNING_RULES } from '../lib/earning-rules';

export function EarningRulesList() {
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
      {EARNING_RULES.map((rule) => (
        <li key={rule.kind} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-3 sm:px-4">
          <span className="font-medium text-ink">{rule.title}</span>
          <span className="text-sm text-muted">{rule.reward}</span>
          {rule.rule ? <span className="w-full text-muted text-xs">{rule.rule}</span> : null}
        </li>
      ))}
    </ul>
  );
}
