/** The AI study planner (/study-planner): the formula planner's inputs plus the student's own words. */
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { FormulaExplained, PlanForm } from '../components/plan-form';

export default function StudyPlannerPage() {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6">
      <PageHeader
        title="AI study planner"
        description="Tell the planner about your weak subjects and your week; an AI model weighs the subjects and the formula lays out the days."
        actions={
          <Link to="/study-plans" className="inline-flex min-h-11 items-center text-primary text-sm">
            My study plans →
          </Link>
        }
      />
      <PlanForm kind="ai" />
      <FormulaExplained />
    </div>
  );
}
