/**
 * The dashboard (the Home tab): first what to do today (decision 119), then balances, progress to
 * the next level, streak, plan, recent activity and the tools. A composition page: it shows the
 * learning modules' and the economy's pieces side by side.
 */

import { dashboardMessages } from '@medsutra/contract/dashboard/messages';
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { PLANS } from '@medsutra/contract/economy/table';
import { pathIsAvailable } from '@medsutra/contract/feature-availability';
import { hubMessages } from '@medsutra/contract/hubs/messages';
import { findRoute, paths } from '@medsutra/contract/routes';
import { ChevronRight, Crown } from 'lucide-react';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ComingSoonBadge } from '@/components/ui/coming-soon-badge';
import { PageHeader } from '@/components/ui/page-header';
import { usePlan } from '@/features/auth/api/plan-features';
import { useBalances } from '@/features/economy/api/get-balances';
import { BalanceTiles } from '@/features/economy/components/balance-tiles';
import { EconomyNav } from '@/features/economy/components/economy-nav';
import { LevelProgressCard } from '@/features/economy/components/level-progress';
import { RecentActivity } from '@/features/economy/components/recent-activity';
import { readRememberedUser, readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { TodaySection } from '../components/today-section';

// Its own chunk: the challenge's code and contract stay off the dashboard's first load.
const DailyChallengeCard = lazy(() => import('@/features/mcq/components/daily-challenge-card'));
// The grand-test tile: the next grand test (or the one open now) by name.
const GrandTestTile = lazy(() => import('@/features/grand-tests/components/grand-test-tile'));
// The revision dropdown too: the smart list's code loads with it, not with the dashboard.
const RevisionDropdown = lazy(() => import('@/features/revision/components/revision-dropdown'));

const TOOL_PATHS = [
  paths.library,
  '/mcqsolving',
  '/test',
  '/subject-analysis',
  paths.flashcards,
  paths.newAiStudyTools,
  paths.neuroCaseAi,
  paths.gastroCaseAi,
  paths.wardDx,
  paths.mindMapperAi,
  paths.imageAnalysis,
  paths.myNotes,
  paths.medstagram,
  paths.leaderboard,
  paths.referral,
  paths.medCoinsStore,
  paths.helpGuide,
] as const;

const TOOLS = TOOL_PATHS.flatMap((path) => {
  const route = findRoute(path);
  return route ? [{ path, title: route.title, description: route.description, available: pathIsAvailable(path) }] : [];
});

const text = economyUiMessages.dashboard;

function PlanCard({ email }: { email: string }) {
  // A failed lookup is Free (docs/product-rules.md, Signing in on the web); `usePlan` answers Free until it knows.
  const plan = usePlan(email);
  const label = plan.plan.trim();
  const paid = plan.isPaid
    ? PLANS.find((definition) => definition.monthlyPriceInr > 0 && label.startsWith(String(definition.monthlyPriceInr)))
    : undefined;
  return (
    <Card className="flex flex-col gap-2 sm:p-4">
      <h2 className="text-base font-semibold text-ink">{text.plan}</h2>
      <p className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Crown aria-hidden="true" className={paid ? 'size-5 text-accent' : 'size-5 text-muted'} />
        {paid ? paid.name : text.planFree}
      </p>
      <ButtonLink to={paths.pricing} variant="secondary" size="sm" className="self-start">
        {text.upgrade}
      </ButtonLink>
    </Card>
  );
}

/** Its own component, so that the balances arriving re-render this card, not the whole page. */
function DashboardLevelProgress({ email }: { email: string }) {
  const { data } = useBalances(email);
  return <LevelProgressCard xp={data?.xp?.xpBalance ?? null} />;
}

/**
 * True from the second render on: everything under the greeting renders after the greeting has
 * been painted, as a transition, so a slow phone paints the greeting (the page's largest
 * contentful paint) before the sections' render work, not after it. The sections only ever appear
 * below the greeting, so nothing on screen moves when they arrive.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}

function seenEmails(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage('local', storageKeys.dashboardSeen) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** True on this account's first dashboard on this device; remembered from then on. */
function useFirstVisit(email: string): boolean {
  const [first] = useState(() => !seenEmails().includes(email.toLowerCase()));
  useEffect(() => {
    if (!first) return;
    const seen = seenEmails();
    writeStorage('local', storageKeys.dashboardSeen, JSON.stringify([...seen, email.toLowerCase()].slice(-20)));
  }, [first, email]);
  return first;
}

function greeting(name: string | undefined, first: boolean): string {
  if (first) return name ? dashboardMessages.welcomeFirst(name) : dashboardMessages.welcomeFirstNoName;
  return name ? dashboardMessages.welcome(name) : dashboardMessages.welcomeNoName;
}

export default function DashboardPage({ email }: { email: string }) {
  const name = readRememberedUser()?.name?.trim();
  const firstVisit = useFirstVisit(email);
  const restReady = useAfterFirstPaint();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader title={greeting(name, firstVisit)} description={hubMessages.today.intro} />
      {restReady ? <Sections email={email} /> : null}
    </div>
  );
}

function Sections({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-6">
      <TodaySection />
      <Suspense fallback={null}>
        <GrandTestTile />
      </Suspense>
      <h2 className="-mb-3 text-lg font-semibold text-ink">{hubMessages.today.progressTitle}</h2>
      <BalanceTiles email={email} />
      <div className="grid gap-3 md:grid-cols-[2fr_1fr]">
        <DashboardLevelProgress email={email} />
        <PlanCard email={email} />
      </div>
      <Suspense fallback={null}>
        <RevisionDropdown />
      </Suspense>
      <EconomyNav className="mb-0" />
      <Suspense fallback={null}>
        <DailyChallengeCard />
      </Suspense>
      <RecentActivity email={email} />
      <section>
        <h2 className="mb-3 text-lg font-semibold text-ink">{dashboardMessages.toolsTitle}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map((tool) => (
            <li key={tool.path}>
              <Link
                to={tool.path}
                className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-primary"
              >
                <Card className="flex h-full items-center justify-between gap-3 hover:border-primary">
                  <span>
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-ink">{tool.title}</span>
                      {tool.available ? null : <ComingSoonBadge />}
                    </span>
                    <span className="block text-sm text-muted">{tool.description}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
