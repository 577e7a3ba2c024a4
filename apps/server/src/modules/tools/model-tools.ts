/**
 * The two tools that cannot work without a model (the framework refuses them, free, when none is
 * configured): the advanced case generator and image analysis. Both are charged first and call the
 * model after the charge (`afterCharge`); a model failure or an answer that does not fit the schema
 * refunds the run.
 */

import { clinicalCaseFieldsSchema } from '@medsutra/contract/library/content';
import { toolMessages } from '@medsutra/contract/tools/api';
import {
  type CaseShareReply,
  conceptMapSchema,
  type GeneratedCaseOutput,
  generatedCaseOutputSchema,
  type ImageAnalysisOutput,
  toolOutputMessages,
} from '@medsutra/contract/tools/outputs';
import { AiError, type AiProvider } from '../../adapters/ai/provider.ts';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ImageWork } from '../../lib/images.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { EconomyService } from '../economy/service.ts';
import { checkedImage, type ImageType } from './image-check.ts';
import { createToolRepository, type ToolRepository } from './repository.ts';
import type { ToolService } from './service.ts';

/** What a model writes: a library case without the id (the run is its id) and the area we chose. */
const generatedCaseSchema = clinicalCaseFieldsSchema.omit({
  id: true,
  area: true,
  source: true,
  licence: true,
  exams: true,
  written: true,
  review: true,
});

const CASE_SYSTEM_PROMPT =
  'You write clinical cases for Indian MBBS students preparing for viva and NEET PG, in the staged format of the ' +
  'schema: a presentation (age, sex, setting, chief complaint, without the diagnosis), history items each with the ' +
  'question a student would ask and what the patient says, examination findings by system, investigations with ' +
  'results, the diagnosis, at least two differentials with why, management steps, teaching points, and a rubric of ' +
  'what an examiner expects (history, examination, investigation, diagnosis, differential, management) with ' +
  'synonyms a student might type and 1–5 points each. Follow standard Indian practice and name textbook references ' +
  '(book, edition, chapter) or guidelines with their year. subtopicIds look like "medicine.endocrine.dka". Reply ' +
  'with the JSON object only.';

export function registerCaseGenerator(tools: ToolService, ai: AiProvider) {
  tools.register('case-generator', {
    async start(_tx, run) {
      const { topic } = run.input as { topic: string };
      return { title: `Case: ${topic.slice(0, 100)}`, status: 'running' };
    },
    async afterCharge(run) {
      const { topic, area } = run.input as { topic: string; area: 'neurology' | 'gastroenterology' | 'ward' };
      const result = await ai.generateObject({
        task: 'case-generation',
        input: { topic },
        schema: generatedCaseSchema,
        schemaName: 'clinical_case',
        messages: [
          { role: 'system', content: CASE_SYSTEM_PROMPT },
          { role: 'user', content: JSON.stringify({ topic, area }) },
        ],
      });
      if (result.source !== 'ai') throw new AiError('no AI model wrote this case');
      const written = { ...result.value, id: run.runId, area };
      const output: GeneratedCaseOutput = {
        caseId: run.runId,
        title: written.title,
        area,
        presentation: written.presentation,
        case: written,
        model: result.model,
        label: toolOutputMessages.generatedLabel,
        sharedAt: null,
      };
      return { title: written.title, status: 'finished', output };
    },
  });
}

const IMAGE_SYSTEM_PROMPT =
  'You help a medical student learn to read clinical images (radiographs, ECGs, skin lesions, fundus photographs, ' +
  'slides). Describe what is visible systematically, name the findings in standard terms, give the differentials ' +
  'they suggest and what would confirm them. Say plainly when the image is unclear or not a clinical image. Never ' +
  'give a definitive diagnosis or treatment advice for a real patient.';

export function registerImageAnalysis(tools: ToolService, ai: AiProvider, images: ImageWork) {
  tools.register('image-analysis', {
    // Type, size and metadata are settled before any coin moves: a wrong file costs nothing.
    async prepare(_user, input) {
      const { image } = input as { image: string };
      const checked = await checkedImage(images, image);
      return {
        type: checked.type,
        dataUrl: `data:${checked.sent.mime};base64,${checked.sent.bytes.toString('base64')}`,
        bytes: checked.sent.bytes.length,
      };
    },
    recordedInput: (input) => ({ question: (input as { question?: string }).question ?? null }),
    async start() {
      return { title: 'Image analysis', status: 'running' };
    },
    async afterCharge(run) {
      const { question } = run.input as { question?: string };
      const image = run.prepared as { type: ImageType; dataUrl: string; bytes: number };
      if (!ai.describeImage) throw new AiError('no vision-capable model is configured');
      const answer = await ai.describeImage({
        system: IMAGE_SYSTEM_PROMPT,
        question: question?.trim() || 'Describe the findings in this image.',
        dataUrl: image.dataUrl,
      });
      const output: ImageAnalysisOutput = {
        findings: answer.text,
        safety: toolOutputMessages.imageSafety,
        model: answer.model,
        label: toolOutputMessages.imageLabel,
        image: { type: image.type, bytes: image.bytes },
      };
      // The image itself is not kept: only what was said about it.
      return { title: question?.trim().slice(0, 100) || 'Image analysis', status: 'finished', output };
    },
  });
}

/**
 * Sharing a run to Medstagram, once, for the 50 share XP: a generated case (which also becomes a
 * quiz once shared) or a concept map. `onShared` makes the post in the same transaction and
 * answers null when the run already has one.
 */
export function createCaseSharing(deps: {
  db: Database;
  repository?: ToolRepository;
  economy: Pick<EconomyService, 'sharedToMedstagram'>;
  now: () => Date;
  onShared?: (
    tx: DbTransaction,
    share: { kind: 'saved_case' | 'concept_map'; authorId: string; runId: string; title: string; now: Date },
  ) => Promise<string | null>;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createToolRepository();
  return {
    async share(user: SessionUser, runId: string): Promise<CaseShareReply> {
      return db.transaction(async (tx) => {
        const row = await repository.findForUpdate(tx, runId);
        if (!row) throw notFound(toolMessages.notFound);
        if (row.userId !== user.id) throw new AppError('forbidden', toolMessages.notYours);
        const at = deps.now();
        if (row.toolId === 'concept-mapper') {
          const map = conceptMapSchema.safeParse(row.output);
          if (row.status !== 'finished' || !map.success) {
            throw new AppError('conflict', toolOutputMessages.conceptMapNotShareable);
          }
          const postId = await deps.onShared?.(tx, {
            kind: 'concept_map',
            authorId: user.id,
            runId: row.id,
            title: `Concept map: ${map.data.topic}`,
            now: at,
          });
          if (postId === null) throw new AppError('conflict', toolOutputMessages.conceptMapAlreadyShared);
          const award = await deps.economy.sharedToMedstagram(
            { userId: user.id, sharedItemId: `concept_map:${row.id}` },
            tx,
          );
          return { success: true, caseId: row.id, sharedAt: at.toISOString(), xpAwarded: award.xp };
        }
        const output = generatedCaseOutputSchema.safeParse(row.output);
        if (row.toolId !== 'case-generator' || row.status !== 'finished' || !output.success) {
          throw new AppError('conflict', toolOutputMessages.caseNotShareable);
        }
        if (output.data.sharedAt) throw new AppError('conflict', toolOutputMessages.caseAlreadyShared);
        await repository.update(tx, row.id, { output: { ...output.data, sharedAt: at.toISOString() }, now: at });
        await deps.onShared?.(tx, {
          kind: 'saved_case',
          authorId: user.id,
          runId: row.id,
          title: output.data.title,
          now: at,
        });
        const award = await deps.economy.sharedToMedstagram({ userId: user.id, sharedItemId: `case:${row.id}` }, tx);
        return { success: true, caseId: row.id, sharedAt: at.toISOString(), xpAwarded: award.xp };
      });
    },
  };
}

export type CaseSharing = ReturnType<typeof createCaseSharing>;
