/** One day of a plan in time slots, with a day picker. */
import { useMemo, useState } from 'react';
import { useStudyPlan } from '../api/study-plans-api';
import { DayCard, dayLabel, groupByDay, PlanFailure, PlanLoading, todayInIndia } from './plan-view';

export function SlotSchedule({ planId }: { planId: string }) {
  const query = useStudyPlan(planId);
  const days = useMemo(() => groupByDay(query.data?.items ?? []), [query.data]);
  const today = todayInIndia();
  const [chosen, setChosen] = useState<string | null>(null);
  if (query.isPending) return <PlanLoading />;
  if (query.isError) return <PlanFailure error={query.error} />;
  const day = chosen ?? days.find(([d]) => d >= today)?.[0] ?? days[0]?.[0] ?? '';
  const items = days.find(([d]) => d === day)?.[1] ?? [];
  return (
    <div className="space-y-3">
      <label className="flex flex-col gap-1 text-ink text-sm">
        Day
        <select
          value={day}
          onChange={(event) => setChosen(event.target.value)}
          className="min-h-11 rounded-lg border border-border bg-surface px-3"
        >
          {days.map(([d]) => (
            <option key={d} value={d}>
              {dayLabel(d)}
              {d === today ? ' (today)' : ''}
            </option>
          ))}
        </select>
      </label>
      {items.length > 0 ? (
        <DayCard day={day} items={items} planId={planId} slots />
      ) : (
        <p className="text-muted">Nothing is planned for this day.</p>
      )}
    </div>
  );
}
