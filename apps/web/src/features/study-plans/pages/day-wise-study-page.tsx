/** Day-wise study (/dynamicdaywisestudy): the newest plan, day by day from today. */
import { PageHeader } from '@/components/ui/page-header';
import { useStudyPlan } from '../api/study-plans-api';
import { WithLatestPlan } from '../components/latest-plan';
import { PlanActions, PlanDays, PlanFailure, PlanLoading } from '../components/plan-view';

function DayWise({ planId }: { planId: string }) {
  const query = useStudyPlan(planId);
  if (query.isPending) return <PlanLoading />;
  if (query.isError) return <PlanFailure error={query.error} />;
  return (
    <div className="space-y-4">
      <PlanActions reply={query.data} />
      <PlanDays reply={query.data} />
    </div>
  );
}

export default function DayWiseStudyPage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <PageHeader title="Day-wise study" description="Each day: the subtopics to study, due revisions and a test." />
      <WithLatestPlan>{(planId) => <DayWise planId={planId} />}</WithLatestPlan>
    </div>
  );
}
