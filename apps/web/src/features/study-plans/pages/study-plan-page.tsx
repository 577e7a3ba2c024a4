/** One study plan (/study-plan/:planId): its summary, actions and days. */
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useStudyPlan } from '../api/study-plans-api';
import { PlanActions, PlanDays, PlanFailure, PlanLoading, PlanSummary } from '../components/plan-view';

export default function StudyPlanPage() {
  const planId = useParams().planId ?? '';
  const query = useStudyPlan(planId);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      {query.isPending ? (
        <PlanLoading />
      ) : query.isError ? (
        <>
          {/* The page keeps its one level-one heading when the plan cannot be shown. */}
          <PageHeader title="Study plan" />
          <PlanFailure error={query.error} />
        </>
      ) : (
        <>
          <PageHeader title={query.data.plan.title} />
          <PlanSummary reply={query.data} />
          <PlanActions reply={query.data} />
          <PlanDays reply={query.data} />
        </>
      )}
    </div>
  );
}
