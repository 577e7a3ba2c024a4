/**
 * Your analytics (/user-analytics): the week-by-week picture across subjects (a bar chart and a
 * subject × week grid), the practice streak, and readiness as a formula written on the page.
 */
import { insightsMessages, insightsPagePath } from '@medsutra/contract/insights/screen';
import { userAnalyticsText as text } from '@medsutra/contract/mcq/analytics';
import { Flame } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useAnalyticsOverview } from '../api/get-analytics-overview';
import { ReadinessCard } from '../components/readiness-card';
import { SubjectWeekHeatmap } from '../components/subject-week-heatmap';
import { WeeklyChart } from '../components/weekly-chart';

export default function UserAnalyticsPage({ email }: { email: string }) {
  const overview = useAnalyticsOverview();
  const data = overview.data;
  const anyAnswers = data ? data.weeks.some((week) => week.answers > 0) || data.streak.longest > 0 : false;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title={text.title} description={text.description} />
      {overview.isPending ? <Spinner label={text.title} /> : null}
      {overview.isError ? <p role="alert">{text.loadFailed}</p> : null}
      {data ? (
        <>
          <Card className="mb-4 flex flex-wrap items-center gap-4">
            <Flame aria-hidden="true" className="size-8 text-accent" />
            <div>
              <CardTitle>{text.streakTitle}</CardTitle>
              <p className="text-xl font-semibold tabular-nums" data-testid="streak-current">
                {text.streakDays(data.streak.current)}
              </p>
              <p className="text-sm text-muted">
                {text.streakLongest(data.streak.longest)} ·{' '}
                {data.streak.practisedToday ? text.streakToday : text.streakNotToday}
              </p>
            </div>
          </Card>
          {!anyAnswers ? (
            <Card className="mb-4">
              <p>{text.nothingYet}</p>
              <ButtonLink to="/mcqsolving" className="mt-3">
                {text.practise}
              </ButtonLink>
            </Card>
          ) : null}
          <Card className="mb-4">
            <CardTitle>{text.weeksTitle}</CardTitle>
            <WeeklyChart weekStarts={data.weekStarts} weeks={data.weeks} />
          </Card>
          {data.subjects.length > 0 ? (
            <Card className="mb-4">
              <CardTitle>{text.heatmapTitle}</CardTitle>
              <SubjectWeekHeatmap overview={data} />
            </Card>
          ) : null}
          <ReadinessCard readiness={data.readiness} />
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/subject-analysis" className="text-primary underline">
              {text.subjectAnalysis}
            </Link>
            {/* The whole picture (activity, XP and coins, revision, next steps) is the insights page. */}
            <Link to={insightsPagePath(email)} className="text-primary underline">
              {insightsMessages.title}
            </Link>
          </div>
        </>
      ) : null}
    </div>
  );
}
