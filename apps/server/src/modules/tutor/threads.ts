/** A student's conversations: starting one, listing them, reading one back, renaming, deleting. */
import crypto from 'node:crypto';
import {
  type CreateThreadRequest,
  type ThreadListReply,
  type ThreadReply,
  type TutorContextKind,
  type TutorMessage,
  type TutorMode,
  tutorMessages,
} from '@medsutra/contract/tutor/api';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { type ContextLibrary, contextItem } from './context-item.ts';
import type { MessageRow, ThreadRow, TutorRepository } from './repository.ts';
import { type SessionUserLike, STALE_STREAM_MS } from './turn.ts';
import type { UsageLimits } from './usage-limits.ts';

/** A thread's title until its first message names it. */
export const DEFAULT_TITLE = 'New conversation';

export function createThreads(deps: {
  db: Database;
  repository: TutorRepository;
  library: ContextLibrary;
  limits: Pick<UsageLimits, 'limitFor'>;
  now: () => Date;
}) {
  const { db, repository, library, limits, now } = deps;

  async function ownThread(user: SessionUserLike, threadId: string): Promise<ThreadRow> {
    const thread = await repository.thread(db, threadId);
    if (!thread) throw notFound(tutorMessages.threadNotFound);
    if (thread.userId !== user.id) throw forbidden(tutorMessages.threadNotYours);
    return thread;
  }

  function toMessage(row: MessageRow, thumbs: Map<string, 'up' | 'down'>): TutorMessage {
    const stale = row.status === 'streaming' && now().getTime() - row.createdAt.getTime() > STALE_STREAM_MS;
    return {
      id: row.id,
      role: row.role,
      content: row.content,
      clientId: row.clientId,
      status: stale ? 'interrupted' : row.status,
      citations: row.citations,
      label: row.label,
      grounding: row.grounding,
      emergency: row.emergency,
      table: row.tableData ?? null,
      question: row.questionData ?? null,
      feedback: thumbs.get(row.id) ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function summaryOf(thread: ThreadRow) {
    return {
      id: thread.id,
      title: thread.title,
      mode: thread.mode,
      premium: thread.premium,
      context:
        thread.contextKind && thread.contextId
          ? { kind: thread.contextKind, id: thread.contextId, title: thread.contextTitle ?? thread.contextId }
          : null,
      createdAt: thread.createdAt.toISOString(),
      updatedAt: thread.updatedAt.toISOString(),
    };
  }

  return {
    ownThread,

    async createThread(user: SessionUserLike, input: CreateThreadRequest & { mode: TutorMode; premium: boolean }) {
      if (input.premium && !(await limits.limitFor(user.id)).premiumChat) throw forbidden(tutorMessages.premiumOnly);
      let context: { kind: TutorContextKind; id: string; title: string } | null = null;
      if (input.context) {
        const item = await contextItem(library, input.context.kind, input.context.id);
        if (!item) throw notFound(tutorMessages.contextNotFound);
        context = { kind: input.context.kind, id: input.context.id, title: item.title };
      }
      const id = crypto.randomUUID();
      const at = now();
      await repository.insertThread(db, {
        id,
        userId: user.id,
        title: input.title?.trim() || (context ? `About: ${context.title}`.slice(0, 120) : DEFAULT_TITLE),
        mode: input.mode,
        premium: input.premium,
        contextKind: context?.kind ?? null,
        contextId: context?.id ?? null,
        contextTitle: context?.title ?? null,
        createdAt: at,
        updatedAt: at,
      });
      return { success: true as const, threadId: id };
    },

    async listThreads(user: SessionUserLike, q?: string): Promise<ThreadListReply> {
      const rows = await repository.threads(db, user.id, q?.trim() || undefined);
      return {
        success: true,
        threads: rows.map((row) => ({ ...summaryOf(row.thread), messageCount: Number(row.messageCount) })),
      };
    },

    async thread(user: SessionUserLike, threadId: string): Promise<ThreadReply> {
      const thread = await ownThread(user, threadId);
      const rows = await repository.messages(db, thread.id);
      const thumbs = await repository.thumbsFor(
        db,
        rows.filter((r) => r.role === 'assistant').map((r) => r.id),
      );
      return {
        success: true,
        thread: { ...summaryOf(thread), messageCount: rows.length, summary: thread.summary },
        messages: rows.map((row) => toMessage(row, thumbs)),
      };
    },

    async rename(user: SessionUserLike, threadId: string, title: string) {
      await ownThread(user, threadId);
      await repository.renameThread(db, threadId, title, now());
      return { success: true as const };
    },

    async remove(user: SessionUserLike, threadId: string) {
      await ownThread(user, threadId);
      await repository.deleteThread(db, threadId);
      return { success: true as const };
    },
  };
}
export type Threads = ReturnType<typeof createThreads>;
