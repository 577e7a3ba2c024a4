/**
 * `/premium-chat`: the tutor with the Premium model, longer answers and a longer memory, for the
 * Premium plans. Others see what it adds and a link to upgrade.
 */
import { paths } from '@medsutra/contract/routes';
import { TUTOR_BUDGETS, TUTOR_DAILY_LIMITS } from '@medsutra/contract/tutor/screen';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useTutorUsage } from '../api/tutor-api';
import { ChatView } from '../components/chat-view';

export default function PremiumChatPage() {
  const usage = useTutorUsage();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader
        title="Premium chat"
        description="The tutor with the Premium model, longer answers and a longer memory of the conversation."
      />
      {usage.isPending ? (
        <Spinner label="Loading…" />
      ) : usage.data?.premiumChat ? (
        <ChatView mode="tutor" premium />
      ) : (
        <Upsell />
      )}
    </div>
  );
}

function Upsell() {
  const { standard, premium } = TUTOR_BUDGETS;
  return (
    <Card className="max-w-2xl space-y-4">
      <CardTitle>What Premium chat adds</CardTitle>
      <ul className="list-disc space-y-2 pl-5 text-ink">
        <li>
          {TUTOR_DAILY_LIMITS.premium} tutor messages a day on Premium and {TUTOR_DAILY_LIMITS.premiumPlus} on Premium
          Plus, instead of {TUTOR_DAILY_LIMITS.free}.
        </li>
        <li>The Premium model, still answering from the MedSutra library with its sources.</li>
        <li>
          Longer answers (up to about {premium.answerTokens} tokens instead of {standard.answerTokens}) and a longer
          memory: the last {premium.contextMessages} messages instead of {standard.contextMessages}.
        </li>
      </ul>
      <p className="text-muted text-sm">The free tutor stays open to you on the AI tutor page.</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.subscription}>See the plans</ButtonLink>
        <ButtonLink to="/augchatbase" variant="secondary">
          Open the free tutor
        </ButtonLink>
      </div>
    </Card>
  );
}
