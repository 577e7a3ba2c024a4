/**
 * The Revise tab (`/revise`): the revision tracker with what is due today, the topic tracker, the
 * student's study plan with its progress, the planners, the library and the flashcards with how
 * many are due (issue 34).
 */
import { hubMessages } from '@medsutra/contract/hubs/messages';
import { paths } from '@medsutra/contract/routes';
import { useFlashcardDecks } from '@/features/flashcards/api/get-decks';
import { useSmartRevision } from '@/features/revision/api/get-smart-revision';
import { useStudyPlans } from '@/features/study-plans/api/study-plans-api';
import { type HubItem, HubList, HubPage } from '../components/hub-list';

const text = hubMessages.revise;

function useDueCount(): string | null {
  const smart = useSmartRevision();
  if (smart.isError) return hubMessages.countFailed;
  return smart.data ? text.dueToday(smart.data.dueToday.length) : null;
}

function useCardsDue(): string | null {
  const decks = useFlashcardDecks();
  if (decks.isError) return hubMessages.countFailed;
  return decks.data ? text.cardsDue(decks.data.decks.reduce((sum, deck) => sum + deck.due, 0)) : null;
}

function usePlanProgress(): { count: string | null; to: string } {
  const plans = useStudyPlans();
  if (plans.isError) return { count: hubMessages.countFailed, to: paths.studyPlans };
  if (!plans.data) return { count: null, to: paths.studyPlans };
  const latest = plans.data.plans[0];
  return latest
    ? {
        count: text.planProgress(latest.doneCount, latest.itemCount),
        to: `/study-plan/${encodeURIComponent(latest.id)}`,
      }
    : { count: text.noPlan, to: paths.formulaStudyPlanner };
}

export default function ReviseHubPage() {
  const due = useDueCount();
  const plan = usePlanProgress();
  const cards = useCardsDue();
  const items: HubItem[] = [
    { to: paths.smartRevisionTracker, title: text.smartTitle, count: due, line: text.smartLine },
    { to: paths.flashcards, count: cards, line: text.flashcards },
    { to: paths.topicTracker, line: text.topicTracker },
    { to: plan.to, title: text.plansTitle, count: plan.count, line: text.plansLine },
    { to: paths.formulaStudyPlanner, line: text.formulaPlanner },
    { to: paths.studyPlanner, title: 'AI study planner', line: text.aiPlanner },
    { to: paths.library, line: text.library },
  ];
  return (
    <HubPage path={paths.revise}>
      <HubList items={items} />
    </HubPage>
  );
}
