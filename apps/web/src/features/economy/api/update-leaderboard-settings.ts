/** PUT /api/leaderboard/settings {email, optOut}: leave or rejoin the leaderboard; both tabs reload. */
import type { LeaderboardSettingsReply, LeaderboardSettingsRequest } from '@medsutra/contract/economy/api';
import { economyApiPaths } from '@medsutra/contract/economy/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { economyKeys } from './economy-keys';

function updateLeaderboardSettings(body: LeaderboardSettingsRequest): Promise<LeaderboardSettingsReply> {
  return api.put<LeaderboardSettingsReply>(economyApiPaths.leaderboardSettings, body);
}

export function useUpdateLeaderboardSettings(
  email: string,
  callbacks: { onSuccess: (reply: LeaderboardSettingsReply) => void; onError: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optOut: boolean) => updateLeaderboardSettings({ email, optOut }),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: economyKeys.leaderboards(email) });
      callbacks.onSuccess(reply);
    },
    onError: callbacks.onError,
  });
}
