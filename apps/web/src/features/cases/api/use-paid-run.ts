/**
 * A paid run of a tool, as the tool pages start one: ask before the spend (at the tool's price),
 * run, hand the reply to the page, and say so in a toast (what it cost and the XP it paid). A
 * failure is toasted, or for a plan-gated tool's refusal (403) handed to `onPlanNeeded`.
 */
import { type ToolId, type ToolRunReply, toolById } from '@medsutra/contract/tools/api';
import { useConfirmSpend } from '@/components/confirm-spend';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useStartRun, useToolPrice } from './tools-api';

/** What the toasts say: the success title ("Answer ready"), and the error when the server says nothing of its own. */
export interface PaidRunText {
  ready: string;
  failed: string;
}

export function usePaidRun(toolId: ToolId, { ready, failed }: PaidRunText) {
  const running = useStartRun(toolId);
  const confirmSpend = useConfirmSpend();
  const price = useToolPrice(toolId);

  /** `onRun` takes the reply before the toast; `onPlanNeeded` the plan sentence of a 403. */
  async function run(input: unknown, onRun: (reply: ToolRunReply) => void, onPlanNeeded?: (sentence: string) => void) {
    if (price.cost === null || !(await confirmSpend.confirm(toolById(toolId).name, price.cost))) return;
    try {
      const reply = await running.mutateAsync(input);
      onRun(reply);
      showToast('success', ready, {
        description: `${reply.medCoinsDeducted} Med Coins deducted, ${reply.xpAwarded} XP awarded.`,
      });
    } catch (error) {
      const message = apiErrorMessage(error) ?? failed;
      if (onPlanNeeded && error instanceof ApiError && error.status === 403) onPlanNeeded(message);
      else showToast('error', message);
    }
  }

  return { run, busy: running.isPending, price, spendDialog: confirmSpend.dialog };
}
