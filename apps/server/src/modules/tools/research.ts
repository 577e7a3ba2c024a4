/**
 * The research assistant on the tool framework: a question answered from the library by the
 * grounded-answer service, every claim cited, and the limits of that evidence stated. Sold only
 * with a model (a synthesis checked against the passages): without one it would be the free
 * tutor's retrieval, so it is not sold (decision 122).
 */
import { type ResearchOutput, toolMessages } from '@medsutra/contract/tools/api';
import type { GroundedAnswerService } from '../grounding/service.ts';
import { noQuestionLocks, type QuestionLocks } from '../mcq/question-locks.ts';
import type { ToolService } from './service.ts';

function limitsOf(answer: { grounding: string; citations: unknown[]; suggestions: unknown[] }): string[] {
  if (answer.citations.length === 0) return [toolMessages.researchNothing];
  const limits = [toolMessages.researchLimitsOffline];
  if (answer.grounding === 'library') {
    limits.push(
      'An AI model wrote the synthesis from the cited passages; a claim without a citation is not from the library.',
    );
  }
  if (answer.grounding === 'general') {
    limits.push(
      'The model found no support in the library for this answer: verify it against a textbook or guideline.',
    );
  }
  if (answer.citations.length < 3) {
    limits.push(
      `Only ${answer.citations.length} library passage${answer.citations.length === 1 ? '' : 's'} bear on this question.`,
    );
  }
  return limits;
}

export function registerResearchAssistant(
  tools: ToolService,
  grounding: GroundedAnswerService,
  locks: QuestionLocks = noQuestionLocks,
) {
  tools.register('research-assistant', {
    async start(_tx, run) {
      const { question } = run.input as { question: string };
      return { title: question.slice(0, 120), status: 'running' };
    },
    // Charged first: the model (when there is one) is asked only after the coins are spent.
    async afterCharge(run) {
      const { question } = run.input as { question: string };
      const answer = await grounding.answer(question, {
        hiddenQuestions: await locks.questionsLockedFor(run.user.id),
      });
      const output: ResearchOutput = {
        grounding: answer.grounding,
        label: answer.label,
        answer: answer.text,
        citations: answer.citations.map((c) => ({
          n: c.n,
          title: c.title,
          subtopicId: c.subtopicId,
          references: c.references,
        })),
        limits: limitsOf(answer),
      };
      return { title: question.slice(0, 120), status: 'finished', output };
    },
  });
}
