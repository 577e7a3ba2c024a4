/** The formula study planner (/formulastudyplanner, free): the form and the formula itself. */
import { PageHeader } from '@/components/ui/page-header';
import { FormulaExplained, PlanForm } from '../components/plan-form';

export default function FormulaStudyPlannerPage() {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6">
      <PageHeader
        title="Formula study planner"
        description="Free. A day-wise plan for all 745 subtopics, divided by NEET PG weight, with the last weeks for revision and tests."
      />
      <PlanForm kind="formula" />
      <FormulaExplained />
    </div>
  );
}
