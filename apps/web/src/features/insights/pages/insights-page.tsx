/**
 * Insights (/{email}insights): the owner's study picture on one page. What to do next comes
 * first, then the year's activity, XP and coins, accuracy, revision coverage, strongest and
 * weakest subtopics, and a progress card to share. Another student's address gets the server's 403.
 */

import { insightsMessages as text } from '@medsutra/contract/insights/screen';
import { insightsEmailFromPath } from '@medsutra/contract/routes';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { useInsights } from '../api/get-insights';
import { ActivityHeatmap } from '../components/activity-heatmap';
import { BalanceChart } from '../components/balance-chart';
import { NextSteps } from '../components/next-steps';
import { ShareCard } from '../components/share-card';
import { RevisionCoverage, SubjectAccuracy } from '../components/subject-accuracy';
import { SubtopicList } from '../components/subtopic-list';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-3 shadow-sm">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl leading-8 font-bold text-ink tabular-nums">{value}</p>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

export default function InsightsPage({ email }: { email: string }) {
  const { pathname } = useLocation();
  const named = insightsEmailFromPath(pathname) ?? email;
  const insights = useInsights(named);
  const data = insights.data;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title={text.title} description={text.description} />
      {insights.isPending ? <Spinner label={text.title} /> : null}
      {insights.isError ? (
        <Card role="alert">
          <p>{failureSentence(insights.error, text.loadFailed)}</p>
        </Card>
      ) : null}
      {data ? (
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Active days" value={String(data.activity.activeDays)} hint="in the last 365" />
            <Figure
              label="Streak"
              value={days(data.activity.currentStreak)}
              hint={`longest ${days(data.activity.longestStreak)}`}
            />
            <Figure
              label="MCQ accuracy"
              value={data.practice.accuracy === null ? '–' : `${data.practice.accuracy}%`}
              hint={`${data.practice.answers.toLocaleString('en-IN')} answers`}
            />
            <Figure label="Revised" value={`${data.revision.revised}/${data.revision.total}`} hint="subtopics" />
          </div>

          <Card>
            <CardTitle>Next three things to study</CardTitle>
            <NextSteps steps={data.next} />
          </Card>

          <Card>
            <CardTitle>Activity</CardTitle>
            {data.activity.days.length === 0 ? (
              <div className="mt-2">
                <p className="text-sm text-muted">{text.nothingYet}</p>
                <ButtonLink to="/mcqsolving" size="sm" className="mt-3">
                  Practise MCQs
                </ButtonLink>
              </div>
            ) : null}
            <ActivityHeatmap from={data.activity.from} to={data.activity.to} days={data.activity.days} />
          </Card>

          <Card>
            <CardTitle>XP and Med Coins</CardTitle>
            <p className="mt-1 text-sm text-muted">
              Now {data.balances.xp.toLocaleString('en-IN')} XP and {data.balances.coins.toLocaleString('en-IN')} Med
              Coins; the lines show the end of each week.
            </p>
            <BalanceChart weeks={data.balances.weeks} />
          </Card>

          <Card>
            <CardTitle>Accuracy by subject</CardTitle>
            <SubjectAccuracy subjects={data.subjects} />
          </Card>

          <Card>
            <CardTitle>Revision coverage</CardTitle>
            <RevisionCoverage {...data.revision} subjects={data.subjects} />
          </Card>

          <Card>
            <CardTitle>Strongest and weakest subtopics</CardTitle>
            <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SubtopicList
                title="Strongest"
                rows={data.strongest}
                empty="Answer at least 5 MCQs in a subtopic to rank it."
                testId="strongest"
              />
              <SubtopicList
                title="Weakest"
                rows={data.weakest}
                empty="Nothing weak yet: practise more subtopics to compare them."
                testId="weakest"
              />
            </div>
          </Card>

          <Card>
            <CardTitle>{text.shareTitle}</CardTitle>
            <ShareCard share={data.share} />
          </Card>
        </div>
      ) : null}
    </div>
  );
}
