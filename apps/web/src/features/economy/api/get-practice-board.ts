/** GET /api/leaderboard/practice?email=: the weekly practice board and the student's place on it. */
import type { PracticeBoardReply } from '@medsutra/contract/economy/api';
import { economyApiPaths } from '@medsutra/contract/economy/paths';
import { useQuery } from '@tanstack/react-query';
import { getForEmail } from './get-for-email';

export function usePracticeBoard(email: string) {
  return useQuery({
    queryKey: ['economy', 'practice-board', email] as const,
    queryFn: () => getForEmail<PracticeBoardReply>(economyApiPaths.practiceBoard, email),
  });
}
