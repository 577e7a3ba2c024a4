import type { PracticeAnswerReply } from '@medsutra/contract/mcq/practice-api';

/** A question's answer on the practice screen: chosen, being sent, failed (kept for a resend) or marked. */
export interface AnswerState {
  choice: string;
  /** Made once, when first chosen: a resend of the same answer counts once on the server. */
  answerId: string;
  status: 'chosen' | 'sending' | 'failed' | 'marked';
  reply?: PracticeAnswerReply;
}
