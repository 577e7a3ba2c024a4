/**
 * The mindmap rules: who may generate, open and share; the charge (by the AI-tool framework, as a
 * run of the `mindmap` tool) in the same transaction as the mindmap row and its job; and the two
 * jobs (generate, render the PDF), both safe to run twice.
 */
import type { Grounding } from '@medsutra/contract/library/api';
import { libraryMessages } from '@medsutra/contract/library/messages';
import {
  type MindmapGenerateReply,
  type MindmapItemReply,
  type MindmapListReply,
  type MindmapShareReply,
  type MindmapSource,
  type MindmapSummary,
  type MindmapTree,
  mindmapCost,
  mindmapMessages,
  mindmapPdfPath,
  mindmapTreeSchema,
} from '@medsutra/contract/mindmaps/api';
import type { FastifyBaseLogger } from 'fastify';
import { AiError, type AiProvider, type StructuredResult } from '../../adapters/ai/provider.ts';
import type { FileStore, StoredFile } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { checkCitations } from '../grounding/citations.ts';
import type { GroundedAnswerService } from '../grounding/service.ts';
import type { LibraryService } from '../library/service.ts';
import { noQuestionLocks, type QuestionLocks } from '../mcq/question-locks.ts';
import type { MedstagramService } from '../medstagram/service.ts';
import type { ToolService } from '../tools/service.ts';
import type { MindmapBilling } from './billing.ts';
import { buildLibraryMindmap } from './library-mindmap.ts';
import { mindmapPrompt } from './prompt.ts';
import {
  createMindmapRepository,
  type MindmapRepository,
  type MindmapRow,
  type MindmapSummaryRow,
} from './repository.ts';

export const MINDMAP_JOBS = {
  generate: 'mindmap-generate',
  /** Generation jobs that failed every attempt: marked failed and refunded here. */
  generateFailed: 'mindmap-generate-failed',
  renderPdf: 'mindmap-pdf',
} as const;

export interface MindmapJobData {
  mindmapId: string;
}

/** The most mindmaps a list returns (newest first). */
const LIST_LIMIT = 500;

export interface MindmapServiceDeps {
  db: Database;
  repository?: MindmapRepository;
  billing: MindmapBilling;
  /** The AI-tool framework: it charges a generation, records the run and refunds a failure. */
  tools: ToolService;
  feed: MedstagramService;
  jobs: JobQueue;
  ai: AiProvider;
  /** Recognises medical topics and retrieves the library passages a mindmap is made from. */
  grounding: GroundedAnswerService;
  library: LibraryService;
  files: FileStore;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Questions in a test the owner has open: their key facts stay out of the map (decision 075). */
  locks?: QuestionLocks;
}

function toSummary(row: MindmapSummaryRow): MindmapSummary {
  return {
    id: row.id,
    topic: row.topic,
    created_at: row.createdAt.toISOString(),
    isShared: row.sharedAt !== null,
    drive_pdf_url: row.pdfFileKey ? mindmapPdfPath(row.id) : '',
    status: row.status,
    source: row.source,
    failureReason: row.failureReason,
    grounding: row.grounding,
  };
}

interface GeneratedMindmap {
  tree: MindmapTree;
  source: MindmapSource;
  model: string;
  grounding: Grounding | null;
  references: string[];
}

/** Every label of a tree, with a way to put back a changed one. */
function mapLabels(tree: MindmapTree, change: (label: string) => string): MindmapTree {
  return {
    topic: change(tree.topic),
    branches: tree.branches.map((branch) => ({
      label: change(branch.label),
      children: branch.children.map((point) => ({
        label: change(point.label),
        children: point.children.map((detail) => ({ label: change(detail.label) })),
      })),
    })),
  };
}

const pdfKey = (id: string) => `mindmaps/${id}.pdf`;

export function createMindmapService(deps: MindmapServiceDeps) {
  const { db, billing, jobs, now, logger } = deps;
  const repository = deps.repository ?? createMindmapRepository();

  /** Owner (or admin) only; 404 when it does not exist. */
  async function ownedMindmap(user: SessionUser, id: string): Promise<MindmapRow> {
    const row = await repository.find(db, id);
    if (!row) throw notFound(mindmapMessages.notFound);
    if (row.userId !== user.id && user.role !== 'admin') throw new AppError('forbidden', mindmapMessages.notYours);
    return row;
  }

  /** → failed and refunded (by the tool framework), once, however many times it is called. */
  async function failAndRefund(mindmapId: string, reason: string) {
    await db.transaction(async (tx) => {
      const failed = await repository.markFailed(tx, mindmapId, reason, now());
      if (failed) {
        await deps.tools.failRun(tx, { runId: mindmapId, userId: failed.userId, toolId: 'mindmap', reason });
      }
    });
  }

  // The generator is the framework's `mindmap` tool: a run is the mindmap (same id), charged in
  // the transaction that inserts its row and queues its job.
  deps.tools.register('mindmap', {
    async prepare(_user, input) {
      const { topic } = input as { topic: string };
      // Before any coin is spent: a topic that neither the library nor the model recognises as
      // medical is refused, with the closest subtopics offered instead.
      const recognition = await deps.grounding.recogniseTopic(topic);
      if (!recognition.medical) {
        const names = recognition.suggestions.map((s) => s.name);
        throw badRequest(
          names.length > 0
            ? libraryMessages.notMedicalWithSuggestions(topic, names)
            : libraryMessages.notMedical(topic),
          { error: 'not_medical', suggestions: recognition.suggestions },
        );
      }
      await jobs.whenReady();
      return null;
    },
    async start(tx, run) {
      const { topic } = run.input as { topic: string };
      await repository.insertQueued(tx, {
        id: run.runId,
        userId: run.user.id,
        topic,
        coinsSpent: run.coins,
        // Its XP (half the coins) is paid when the map is made (tools.complete), never on accepting it.
        xpAwarded: 0,
        now: run.now,
      });
      await jobs.send<MindmapJobData>(MINDMAP_JOBS.generate, { mindmapId: run.runId }, { tx });
      return { title: topic, status: 'queued', output: { mindmapId: run.runId } };
    },
  });

  /**
   * Offline: composed from the library around the subtopic the topic names (the old template only
   * when the library has no subtopic for it). With a model: written from the retrieved passages,
   * its [n] citations checked against them; a tree citing none of them is a general answer.
   */
  async function generateTree(topic: string, userId: string, signal: AbortSignal): Promise<GeneratedMindmap> {
    const hidden = await (deps.locks ?? noQuestionLocks).questionsLockedFor(userId);
    if (!deps.grounding.modelConfigured) {
      const recognition = await deps.grounding.recogniseTopic(topic);
      const subtopicId = recognition.medical ? recognition.subtopicId : null;
      const bundle = subtopicId ? await deps.library.subtopicBundle(subtopicId) : null;
      if (bundle) {
        const { tree, references } = buildLibraryMindmap({
          ...bundle,
          questions: bundle.questions.filter((question) => !hidden.has(question.id)),
        });
        return { tree, source: 'offline', model: deps.ai.model, grounding: 'library-offline', references };
      }
    }
    const { passages } = deps.grounding.modelConfigured
      ? await deps.grounding.retrieve(topic, hidden)
      : { passages: [] };
    const result: StructuredResult<MindmapTree> = await deps.ai.generateObject({
      task: 'mindmap',
      input: { topic },
      schema: mindmapTreeSchema,
      schemaName: 'mindmap',
      messages: mindmapPrompt(topic, passages),
      signal,
    });
    if (result.source === 'offline') {
      return { tree: result.value, source: 'offline', model: result.model, grounding: null, references: [] };
    }
    const cited = new Map<number, string[]>();
    const tree = mapLabels(result.value, (label) => {
      const checked = checkCitations(label, passages);
      for (const passage of checked.cited) cited.set(passage.n, passage.references);
      return checked.text.trim() || label;
    });
    const references = [...new Set([...cited.values()].flat())];
    return {
      tree,
      source: result.source,
      model: result.model,
      grounding: cited.size > 0 ? 'library' : 'general',
      references,
    };
  }

  return {
    /** The shared mindmaps' cards for Medstagram's feed, by id (one read per page). */
    async cardsOf(ids: string[]) {
      const rows = await repository.cardsOf(db, [...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row]));
    },

    async generate(user: SessionUser, topic: string): Promise<MindmapGenerateReply> {
      let run: Awaited<ReturnType<ToolService['startRun']>>;
      try {
        run = await deps.tools.startRun(user, 'mindmap', { topic });
      } catch (error) {
        if (!(error instanceof AppError && error.details?.error === 'insufficient_coins')) throw error;
        // The framework's refusal, with the generator's own sentence for the toast (`mindmapMessages`).
        throw new AppError('conflict', mindmapMessages.insufficientCoins, {
          details: {
            ...error.details,
            description: mindmapMessages.insufficientCoinsBody(mindmapCost(deps.grounding.modelConfigured)),
          },
        });
      }
      return {
        success: true,
        message: mindmapMessages.accepted,
        medCoinsDeducted: run.medCoinsDeducted,
        xpAwarded: run.xpAwarded,
        mindmapId: run.runId,
        status: 'queued',
        expectedWait: mindmapMessages.expectedWait[deps.ai.source],
      };
    },

    async list(user: SessionUser): Promise<MindmapListReply> {
      const rows = await repository.listByUser(db, user.id, LIST_LIMIT);
      return { success: true, mindmaps: rows.map(toSummary) };
    },

    async item(user: SessionUser, id: string): Promise<MindmapItemReply> {
      const row = await ownedMindmap(user, id);
      return {
        success: true,
        mindmap: {
          ...toSummary(row),
          tree: row.status === 'ready' ? row.tree : null,
          references: row.status === 'ready' ? row.references : [],
        },
      };
    },

    /** The PDF file, or 404 with `mindmapMessages.pdfProcessing` while it is being made. */
    async pdf(user: SessionUser, id: string): Promise<{ file: StoredFile; topic: string }> {
      const row = await ownedMindmap(user, id);
      const file = row.pdfFileKey ? await deps.files.get(row.pdfFileKey) : null;
      if (!file) throw notFound(mindmapMessages.pdfProcessing);
      return { file, topic: row.topic };
    },

    async share(
      user: SessionUser,
      request: { mindmapId: string; title: string; description: string },
    ): Promise<MindmapShareReply> {
      return db.transaction(async (tx) => {
        // Locked, so two shares of one mindmap queue up and the second finds it shared.
        const row = await repository.findForUpdate(tx, request.mindmapId);
        if (!row) throw notFound(mindmapMessages.notFound);
        if (row.userId !== user.id) throw new AppError('forbidden', mindmapMessages.notYours);
        if (row.status !== 'ready') throw new AppError('conflict', mindmapMessages.notReady);
        const at = now();
        if (!(await repository.markShared(tx, row.id, at)))
          throw new AppError('conflict', mindmapMessages.alreadyShared);
        const postId = await deps.feed.createMindmapPost(tx, {
          authorId: user.id,
          mindmapId: row.id,
          title: request.title,
          description: request.description,
          now: at,
        });
        const { xpAwarded } = await billing.awardShareXp(tx, { userId: user.id, mindmapId: row.id });
        return { success: true, message: mindmapMessages.shared, xpAwarded, postId };
      });
    },

    /** The generation job. A repeated run of a finished job does nothing. */
    async runGenerateJob(data: MindmapJobData, signal: AbortSignal): Promise<void> {
      const row = await repository.find(db, data.mindmapId);
      if (!row) return;
      if (!(await repository.markGenerating(db, row.id, now()))) return;
      let result: GeneratedMindmap;
      try {
        result = await generateTree(row.topic, row.userId, signal);
      } catch (error) {
        // The provider's answer is final (it has retried what can be retried): fail and refund.
        // Anything else (a shutdown, the database) goes back to the queue to be tried again.
        if (!(error instanceof AiError)) throw error;
        logger.warn({ err: error, mindmapId: row.id }, 'mindmap generation failed');
        await failAndRefund(row.id, mindmapMessages.jobFailed);
        return;
      }
      await db.transaction(async (tx) => {
        const ready = await repository.markReady(tx, row.id, { ...result, now: now() });
        if (ready) {
          await jobs.send<MindmapJobData>(MINDMAP_JOBS.renderPdf, { mindmapId: row.id }, { tx });
          await deps.tools.complete(tx, row.id, { status: 'ready', output: { mindmapId: row.id } });
        }
      });
    },

    /** Every attempt failed (or timed out): the mindmap fails and the coins come back. */
    async runGenerateFailedJob(data: MindmapJobData): Promise<void> {
      logger.error({ mindmapId: data.mindmapId }, 'mindmap generation job failed every attempt');
      await failAndRefund(data.mindmapId, mindmapMessages.jobFailed);
    },

    async runPdfJob(data: MindmapJobData): Promise<void> {
      const row = await repository.find(db, data.mindmapId);
      if (row?.status !== 'ready' || !row.tree || !row.source || row.pdfFileKey) return;
      // Loaded on first use: pdfkit takes a noticeable share of start-up, and only workers need it.
      const { renderMindmapPdf } = await import('./pdf.ts');
      const pdf = await renderMindmapPdf({
        tree: row.tree,
        source: row.source,
        model: row.model,
        grounding: row.grounding,
        createdAt: row.createdAt,
      });
      const key = pdfKey(row.id);
      await deps.files.put(key, pdf);
      await repository.setPdf(db, row.id, { key, bytes: pdf.length, now: now() });
    },
  };
}
export type MindmapService = ReturnType<typeof createMindmapService>;
