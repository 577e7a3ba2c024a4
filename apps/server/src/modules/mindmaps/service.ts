/**
 * The mindmap rules: who may generate, open and share; the charge in the same transaction as the
 * mindmap row and its job; and the two jobs (generate, render the PDF), both safe to run twice.
 */
import crypto from 'node:crypto';
import {
  type MindmapGenerateReply,
  type MindmapItemReply,
  type MindmapListReply,
  type MindmapShareReply,
  type MindmapSummary,
  type MindmapTree,
  mindmapMessages,
  mindmapPdfPath,
  mindmapTreeSchema,
} from '@medsutra/contract/mindmaps';
import type { FastifyBaseLogger } from 'fastify';
import { AiError, type AiProvider, type StructuredResult } from '../../adapters/ai/provider.ts';
import type { FileStore, StoredFile } from '../../adapters/files/file-store.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import type { FeedService } from '../feed/service.ts';
import type { MindmapBilling } from './billing.ts';
import { mindmapPrompt } from './prompt.ts';
import type { MindmapRepository, MindmapRow, MindmapSummaryRow } from './repository.ts';

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
  repository: MindmapRepository;
  billing: MindmapBilling;
  feed: FeedService;
  jobs: JobQueue;
  ai: AiProvider;
  files: FileStore;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
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
  };
}

const pdfKey = (id: string) => `mindmaps/${id}.pdf`;

export function createMindmapService(deps: MindmapServiceDeps) {
  const { repository, billing, jobs, now, logger } = deps;

  /** Owner (or admin) only; 404 when it does not exist. */
  async function ownedMindmap(user: SessionUser, id: string): Promise<MindmapRow> {
    const row = await repository.find(id);
    if (!row) throw notFound(mindmapMessages.notFound);
    if (row.userId !== user.id && user.role !== 'admin') throw new AppError('forbidden', mindmapMessages.notYours);
    return row;
  }

  /** → failed and refunded, once, however many times it is called. */
  async function failAndRefund(mindmapId: string, reason: string) {
    await repository.transaction(async (tx) => {
      const failed = await repository.markFailed(tx, mindmapId, reason, now());
      if (failed) await billing.refundMindmap(tx, { userId: failed.userId, jobId: mindmapId });
    });
  }

  return {
    async generate(user: SessionUser, topic: string): Promise<MindmapGenerateReply> {
      const mindmapId = crypto.randomUUID();
      await jobs.whenReady();
      // One transaction: the charge, the row and the job commit together or not at all, and the
      // economy's guarded update refuses a spend the balance cannot cover, so parallel requests
      // cannot overdraw.
      const charge = await repository.transaction(async (tx) => {
        const spent = await billing.spendForMindmap(tx, { userId: user.id, jobId: mindmapId });
        await repository.insertQueued(tx, {
          id: mindmapId,
          userId: user.id,
          topic,
          coinsSpent: spent.coinsSpent,
          xpAwarded: spent.xpAwarded,
          now: now(),
        });
        await jobs.send<MindmapJobData>(MINDMAP_JOBS.generate, { mindmapId }, { tx });
        return spent;
      });
      return {
        success: true,
        message: mindmapMessages.accepted,
        medCoinsDeducted: charge.coinsSpent,
        xpAwarded: charge.xpAwarded,
        mindmapId,
        status: 'queued',
      };
    },

    async list(user: SessionUser): Promise<MindmapListReply> {
      const rows = await repository.listByUser(user.id, LIST_LIMIT);
      return { success: true, mindmaps: rows.map(toSummary) };
    },

    async item(user: SessionUser, id: string): Promise<MindmapItemReply> {
      const row = await ownedMindmap(user, id);
      return { success: true, mindmap: { ...toSummary(row), tree: row.status === 'ready' ? row.tree : null } };
    },

    /** The PDF file, or 404 with the spec's sentence while it is being made. */
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
      return repository.transaction(async (tx) => {
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
      const row = await repository.find(data.mindmapId);
      if (!row) return;
      if (!(await repository.markGenerating(row.id, now()))) return;
      let result: StructuredResult<MindmapTree>;
      try {
        result = await deps.ai.generateObject({
          task: 'mindmap',
          input: { topic: row.topic },
          schema: mindmapTreeSchema,
          schemaName: 'mindmap',
          messages: mindmapPrompt(row.topic),
          signal,
        });
      } catch (error) {
        // The provider's answer is final (it has retried what can be retried): fail and refund.
        // Anything else (a shutdown, the database) goes back to the queue to be tried again.
        if (!(error instanceof AiError)) throw error;
        logger.warn({ err: error, mindmapId: row.id }, 'mindmap generation failed');
        await failAndRefund(row.id, mindmapMessages.jobFailed);
        return;
      }
      await repository.transaction(async (tx) => {
        const ready = await repository.markReady(tx, row.id, {
          tree: result.value,
          source: result.source,
          model: result.model,
          now: now(),
        });
        if (ready) await jobs.send<MindmapJobData>(MINDMAP_JOBS.renderPdf, { mindmapId: row.id }, { tx });
      });
    },

    /** Every attempt failed (or timed out): the mindmap fails and the coins come back. */
    async runGenerateFailedJob(data: MindmapJobData): Promise<void> {
      logger.error({ mindmapId: data.mindmapId }, 'mindmap generation job failed every attempt');
      await failAndRefund(data.mindmapId, mindmapMessages.jobFailed);
    },

    async runPdfJob(data: MindmapJobData): Promise<void> {
      const row = await repository.find(data.mindmapId);
      if (row?.status !== 'ready' || !row.tree || !row.source || row.pdfFileKey) return;
      // Loaded on first use: pdfkit takes a noticeable share of start-up, and only workers need it.
      const { renderMindmapPdf } = await import('./pdf.ts');
      const pdf = await renderMindmapPdf({
        tree: row.tree,
        source: row.source,
        model: row.model,
        createdAt: row.createdAt,
      });
      const key = pdfKey(row.id);
      await deps.files.put(key, pdf);
      await repository.setPdf(row.id, { key, bytes: pdf.length, now: now() });
    },
  };
}
export type MindmapService = ReturnType<typeof createMindmapService>;
