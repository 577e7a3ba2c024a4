import { messages } from '@medsutra/contract/messages';
import { findRoute, paths } from '@medsutra/contract/routes';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { readRememberedUser } from '@/lib/storage';

const TOOL_PATHS = [
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
  return route ? [{ path, title: route.title, description: route.description }] : [];
});

/** A first dashboard: a welcome and the tools. Balances, level and streak arrive with a later issue. */
export default function DashboardPage() {
  const name = readRememberedUser()?.name?.trim();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader
        title={name ? messages.dashboard.welcome(name) : messages.dashboard.welcomeNoName}
        description={messages.dashboard.intro}
      />
      <h2 className="mb-3 text-lg font-semibold text-ink">{messages.dashboard.toolsTitle}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool.path}>
            <Link
              to={tool.path}
              className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-primary"
            >
              <Card className="flex h-full items-center justify-between gap-3 hover:border-primary">
                <span>
                  <span className="block font-semibold text-ink">{tool.title}</span>
                  <span className="block text-sm text-muted">{tool.description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
