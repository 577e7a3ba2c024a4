/** The AI study planner (/study-planner): the formula planner's inputs plus the student's own words. */
import { HeaderTextLink } from '@/components/header-text-link';
import { PageHeader } from '@/components/ui/page-header';
import { FormulaExplained, PlanForm } from '../components/plan-form';

export default function StudyPlannerPage() {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6">
      <PageHeader
        title="AI study planner"
        description="Tell the planner about your weak subjects and your week; an AI model weighs the subjects and the formula lays out the days."
        actions={<HeaderTextLink to="/study-plans">My study plans →</HeaderTextLink>}
      />
      <PlanForm kind="ai" />
      <FormulaExplained />
    </div>
  );
}
