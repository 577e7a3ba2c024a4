/**
 * POST /api/mcq/answers: marks one answer. The answer id is made once when the student submits,
 * so sending it again after a dropped connection counts once and gets the same reply.
 */
import type { PracticeAnswerReply, PracticeAnswerRequest } from '@medsutra/contract/mcq/practice-api';
import { mcqApiPaths } from '@medsutra/contract/mcq/practice-screen';
import { api } from '@/lib/api-client';

export function sendAnswer(request: PracticeAnswerRequest): Promise<PracticeAnswerReply> {
  return api.post<PracticeAnswerReply>(mcqApiPaths.answers, request);
}
