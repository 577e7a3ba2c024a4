/** Your study plans (/study-plans): every plan with its progress, newest first. */

import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useStudyPlans } from '../api/study-plans-api';
import { dayLabel, PlanFailure, PlanLoading } from '../components/plan-view';
import { weeklyHoursLabel } from '../lib/weekly-hours';

export default function StudyPlansPage() {
  const query = useStudyPlans();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <PageHeader
        title="Study plans"
        description="Your plans, day by day. Tick items off as you go; a missed day can be re-planned."
        actions={
          <>
            <ButtonLink to="/formulastudyplanner" size="sm">
              Formula planner (free)
            </ButtonLink>
            <ButtonLink to="/study-planner" size="sm" variant="secondary">
              AI planner
            </ButtonLink>
          </>
        }
      />
      {query.isPending ? (
        <PlanLoading />
      ) : query.isError ? (
        <PlanFailure error={query.error} />
      ) : query.data.plans.length === 0 ? (
        <p className="text-muted">You have no study plan yet. Make one with the formula planner: it is free.</p>
      ) : (
        <ul className="space-y-3">
          {query.data.plans.map((plan) => (
            <li key={plan.id}>
              <Link
                to={`/study-plan/${plan.id}`}
                className="block rounded-xl focus-visible:outline-2 focus-visible:outline-primary"
              >
                <Card className="space-y-1 p-4 hover:border-primary">
                  <p className="font-semibold text-ink">{plan.title}</p>
                  <p className="text-muted text-sm">
                    Exam {dayLabel(plan.examDate)} · {weeklyHoursLabel(plan.weekdayHours)} · {plan.doneCount} of{' '}
                    {plan.itemCount} done
                  </p>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
