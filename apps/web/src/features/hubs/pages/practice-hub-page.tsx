/**
 * The Practice tab (`/practice`): MCQ practice, the mistakes deck with how many are due, timed
 * tests, grand tests and the analysis of where the student is weak.
 */
import { hubMessages } from '@medsutra/contract/hubs/messages';
import { paths } from '@medsutra/contract/routes';
import { useMistakesDeck } from '@/features/mcq/api/get-mistakes-deck';
import { useWeakSubtopics } from '@/features/mcq/api/get-weak-subtopics';
import { type HubItem, HubList, HubPage } from '../components/hub-list';

const text = hubMessages.practice;

function useMistakesCount(): string | null {
  const deck = useMistakesDeck();
  if (deck.isError) return hubMessages.countFailed;
  if (!deck.data) return null;
  const { due, total } = deck.data;
  return total === 0 ? text.mistakesNone : due > 0 ? text.mistakesDue(due) : text.mistakesNoneDue(total);
}

function useWeakCount(): string | null {
  const weak = useWeakSubtopics();
  if (weak.isError) return hubMessages.countFailed;
  return weak.data ? text.weakSubtopics(weak.data.subtopics.length) : null;
}

export default function PracticeHubPage() {
  const mistakes = useMistakesCount();
  const weak = useWeakCount();
  const items: HubItem[] = [
    { to: paths.mcqPractice, line: text.mcq },
    // The deck lives on the practice page, where "Review my mistakes" starts a session of the due ones.
    { to: paths.mcqPractice, title: text.mistakesTitle, count: mistakes, line: text.mistakesEmpty },
    { to: paths.flashcards, line: text.flashcards },
    { to: paths.test, title: 'Timed tests', line: text.test },
    { to: paths.grandTests, line: text.grandTests },
    { to: paths.subjectAnalysis, count: weak, line: text.subjectAnalysis },
    { to: paths.userAnalytics, line: text.userAnalytics },
  ];
  return (
    <HubPage path={paths.practice}>
      <HubList items={items} />
    </HubPage>
  );
}
