/** For the pages that show "your plan" without an id: the newest plan, or a way to make one. */
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { useStudyPlans } from '../api/study-plans-api';
import { PlanFailure, PlanLoading } from './plan-view';

export function WithLatestPlan({ children }: { children: (planId: string) => ReactNode }) {
  const plans = useStudyPlans();
  if (plans.isPending) return <PlanLoading />;
  if (plans.isError) return <PlanFailure error={plans.error} />;
  const latest = plans.data.plans[0];
  if (!latest) {
    return (
      <div className="space-y-3">
        <p className="text-muted">You have no study plan yet. Make one with the formula planner: it is free.</p>
        <ButtonLink to="/formulastudyplanner">Make a plan</ButtonLink>
      </div>
    );
  }
  return <>{children(latest.id)}</>;
}
