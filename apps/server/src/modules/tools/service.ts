/**
 * The one AI-tool framework: a run is checked (input, plan, model), then charged and recorded in
 * one transaction with whatever the tool's runner starts (a case session, a queued job); a run
 * that fails or is refused later gets its coins back once. Each tool brings a runner; the
 * framework owns the money, the plan gate and the history.
 */
import crypto from 'node:crypto';
import { aiToolCost, aiToolXp } from '@medsutra/contract/economy/table';
import { paymentMessages, planHasFeature } from '@medsutra/contract/payments/api';
import {
  type RunStatus,
  TOOLS,
  type ToolCatalogueReply,
  type ToolId,
  type ToolRunListReply,
  type ToolRunReply,
  toolById,
  toolMessages,
} from '@medsutra/contract/tools/api';
import type { FastifyBaseLogger } from 'fastify';
import { AiError } from '../../adapters/ai/provider.ts';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { EconomyService } from '../economy/service.ts';
import type { PlanService } from '../plans/service.ts';
import { createToolRepository, type ToolRepository, type ToolRunRow } from './repository.ts';

interface RunStart {
  runId: string;
  user: SessionUser;
  input: unknown;
  /** What `prepare` returned (read outside the transaction: PGlite runs one at a time). */
  prepared: unknown;
  /** The Med Coins this run was charged (the price on this install). */
  coins: number;
  now: Date;
}

interface RunStarted {
  /** For the history list; never a spoiler. */
  title: string;
  status: RunStatus;
  output?: unknown;
  state?: unknown;
}

export interface ToolRunner {
  /**
   * Before any coin moves: refuse here (a topic that is not medical) and nothing is charged; what
   * it returns (the cases picked, the library's answer) is handed to `start`.
   */
  prepare?(user: SessionUser, input: unknown): Promise<unknown>;
  /** Inside the charge's transaction: write the tool's rows, send its job with `{ tx }`. */
  start(tx: DbTransaction, run: RunStart): Promise<RunStarted>;
  /**
   * After the charge has committed: the slow part that calls the model (research, a generated
   * case, an image). Coins are spent BEFORE the model is asked, so a short wallet never costs a
   * model call; when this throws, the run is marked failed and refunded, and the caller is told.
   */
  afterCharge?(run: RunStart): Promise<RunStarted>;
  /** What the run row keeps of the input (image analysis keeps no image); all of it by default. */
  recordedInput?(input: unknown): unknown;
  /** The reply's `output` for a stored run (a case session hides the case until marked). */
  view?(row: ToolRunRow): unknown;
}

export interface ToolServiceDeps {
  db: Database;
  repository?: ToolRepository;
  economy: Pick<EconomyService, 'aiToolSpend' | 'aiToolRefund' | 'aiToolFinished'>;
  plans: Pick<PlanService, 'currentPlan'>;
  modelConfigured: boolean;
  visionConfigured: boolean;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

const HISTORY_LIMIT = 100;
/**
 * A run charged and then never answered (the process stopped while the model worked) is refunded
 * after this long: far past the model's timeout and retries.
 */
export const STALE_RUN_MS = 15 * 60_000;
const STALE_BATCH = 200;

function isInsufficientCoins(error: unknown): error is AppError {
  return error instanceof AppError && error.details?.error === 'insufficient_coins';
}

export function createToolService(deps: ToolServiceDeps) {
  const { db, economy, now } = deps;
  const repository = deps.repository ?? createToolRepository();
  const runners = new Map<ToolId, ToolRunner>();

  function canRun(toolId: ToolId): boolean {
    if (toolId === 'image-analysis') return deps.visionConfigured && runners.has(toolId);
    return runners.has(toolId) && (!toolById(toolId).needsModel || deps.modelConfigured);
  }

  /** 403 with the plan sentence when the user's plan lacks the tool's gate. */
  async function checkPlan(user: SessionUser, toolId: ToolId) {
    const gate = toolById(toolId).planGate;
    if (!gate) return;
    const plan = await deps.plans.currentPlan(user.id);
    if (!planHasFeature(plan.planId, gate)) {
      throw new AppError('forbidden', paymentMessages.featureNeedsPlan(gate), {
        details: { error: 'plan_required', feature: gate, plan: plan.planId },
      });
    }
  }

  /** Refusals that cost nothing: the tool needs a model (or a vision model) this server lacks. */
  function checkRunnable(toolId: ToolId) {
    const tool = toolById(toolId);
    if (toolId === 'image-analysis' && !deps.visionConfigured) {
      throw new AppError('conflict', toolMessages.needsVisionModel, { details: { error: 'model_required' } });
    }
    if (tool.needsModel && !deps.modelConfigured) {
      throw new AppError('conflict', toolMessages.needsModel(tool.name), { details: { error: 'model_required' } });
    }
    if (!runners.has(toolId))
      throw new AppError('conflict', toolMessages.noRunner, { details: { error: 'no_runner' } });
  }

  async function owned(user: SessionUser, runId: string): Promise<ToolRunRow> {
    const row = await repository.find(db, runId);
    if (!row) throw notFound(toolMessages.notFound);
    if (row.userId !== user.id && user.role !== 'admin') throw new AppError('forbidden', toolMessages.notYours);
    return row;
  }

  function outputOf(row: ToolRunRow): unknown {
    const runner = runners.get(row.toolId as ToolId);
    return runner?.view ? runner.view(row) : row.output;
  }

  /**
   * The run failed or was refused after it was charged: marked failed and its coins (and XP)
   * given back, once, however many times it is called. A run made before the framework existed
   * (no row) is refunded by its spend key alone.
   */
  async function failRun(tx: DbTransaction, input: { runId: string; userId: string; toolId: ToolId; reason: string }) {
    const existing = await repository.find(tx, input.runId);
    if (existing) {
      const failed = await repository.markFailedOnce(tx, input.runId, input.reason, now());
      if (!failed) return;
    }
    await economy.aiToolRefund({ userId: input.userId, tool: toolById(input.toolId).costKey, jobId: input.runId }, tx);
  }

  /**
   * The run is finished (a map made, a case marked, a viva ended): its XP (half its coins) is
   * paid now, once, never on starting it, and recorded on the run. Returns the XP paid.
   */
  async function payFinished(tx: DbTransaction, run: { id: string; userId: string; toolId: string }): Promise<number> {
    const xp = await economy.aiToolFinished(
      { userId: run.userId, tool: toolById(run.toolId as ToolId).costKey, jobId: run.id },
      tx,
    );
    if (xp > 0) await repository.setXpAwarded(tx, run.id, xp);
    return xp;
  }
  /** A queued job's `ready` is its work done (a map made); a session's `ready` at start is not. */
  const finishes = (status: RunStatus) => status === 'finished' || status === 'ready';

  return {
    payFinished,

    /** A tool's runner, registered by the module that owns the tool. */
    register(toolId: ToolId, runner: ToolRunner) {
      runners.set(toolId, runner);
    },

    catalogue(): ToolCatalogueReply {
      return {
        success: true,
        modelConfigured: deps.modelConfigured,
        visionConfigured: deps.visionConfigured,
        tools: TOOLS.map((tool) => {
          const cost = aiToolCost(tool.costKey, deps.modelConfigured);
          return {
            id: tool.id,
            name: tool.name,
            route: tool.route,
            cost,
            xp: aiToolXp(cost ?? 0),
            libraryVersion: !deps.modelConfigured && cost !== null,
            planGate: tool.planGate,
            offline: tool.offline,
            runnable: canRun(tool.id),
          };
        }),
      };
    },

    /**
     * Checks the input, the plan and the model before any coin moves; then one transaction spends
     * the cost (the economy's guarded update refuses what the balance cannot cover), records the
     * run and starts it. 402 with the coins sentence when the wallet is short.
     */
    async startRun(user: SessionUser, toolId: ToolId, rawInput: unknown): Promise<ToolRunReply> {
      const tool = toolById(toolId);
      // A tool this user's plan or this server cannot run says so before the form is judged.
      await checkPlan(user, toolId);
      checkRunnable(toolId);
      const parsed = tool.input.safeParse(rawInput ?? {});
      if (!parsed.success) {
        throw badRequest(parsed.error.issues[0]?.message ?? 'Please check the form and try again.', {
          error: 'invalid_input',
        });
      }
      const runner = runners.get(toolId);
      if (!runner) throw new AppError('conflict', toolMessages.noRunner);
      const prepared = runner.prepare ? await runner.prepare(user, parsed.data) : undefined;
      const runId = crypto.randomUUID();
      const cost = aiToolCost(tool.costKey, deps.modelConfigured);
      // checkRunnable refused a tool that is not sold on this install (it needs a model).
      if (cost === null)
        throw new AppError('conflict', toolMessages.needsModel(tool.name), { details: { error: 'model_required' } });
      let charged: ToolRunReply;
      try {
        charged = await db.transaction(async (tx) => {
          const spent = await economy.aiToolSpend(
            { userId: user.id, tool: tool.costKey, coins: cost, jobId: runId },
            tx,
          );
          const at = now();
          // The run row first: a runner's own rows may point at it.
          await repository.insert(tx, {
            id: runId,
            userId: user.id,
            toolId,
            status: 'running',
            title: tool.name,
            input: runner.recordedInput ? runner.recordedInput(parsed.data) : parsed.data,
            coinsSpent: -spent.coins,
            xpAwarded: 0,
            createdAt: at,
            updatedAt: at,
          });
          const started = await runner.start(tx, { runId, user, input: parsed.data, prepared, coins: cost, now: at });
          await repository.update(tx, runId, {
            status: started.status,
            title: started.title,
            output: started.output ?? null,
            state: started.state ?? null,
            now: at,
          });
          // Finished at once (a library version answers in the request): its XP now.
          const xpAwarded =
            !runner.afterCharge && started.status === 'finished'
              ? await payFinished(tx, { id: runId, userId: user.id, toolId })
              : 0;
          const row = await repository.find(tx, runId);
          return {
            success: true as const,
            runId,
            toolId,
            status: started.status,
            medCoinsDeducted: -spent.coins,
            xpAwarded,
            output: row ? outputOf(row) : (started.output ?? null),
          };
        });
      } catch (error) {
        if (!isInsufficientCoins(error)) throw error;
        const balance = typeof error.details?.balance === 'number' ? error.details.balance : 0;
        throw new AppError('paymentRequired', toolMessages.insufficientCoins(balance, cost), {
          details: { ...error.details, required: cost },
        });
      }
      if (!runner.afterCharge) return charged;
      let finished: RunStarted;
      try {
        finished = await runner.afterCharge({ runId, user, input: parsed.data, prepared, coins: cost, now: now() });
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'failed';
        await db.transaction((tx) => failRun(tx, { runId, userId: user.id, toolId, reason }));
        if (error instanceof AppError) throw error;
        if (!(error instanceof AiError)) throw error;
        deps.logger.warn({ err: error, toolId }, 'a tool run failed after its charge; refunded');
        throw new AppError('unavailable', toolMessages.modelFailed(tool.name), {
          details: { error: 'model_failed', refunded: true },
        });
      }
      const xpAwarded = await db.transaction(async (tx) => {
        await repository.update(tx, runId, {
          status: finished.status,
          title: finished.title,
          output: finished.output ?? null,
          ...(finished.state !== undefined ? { state: finished.state } : {}),
          now: now(),
        });
        return finished.status === 'finished' ? payFinished(tx, { id: runId, userId: user.id, toolId }) : 0;
      });
      const row = await repository.find(db, runId);
      return {
        ...charged,
        status: finished.status,
        xpAwarded,
        output: row ? outputOf(row) : (finished.output ?? null),
      };
    },

    failRun,

    /**
     * Refunds the runs that were charged and then never answered (see STALE_RUN_MS): the
     * after-charge tools only, since a queued job's failure refunds itself. Returns how many.
     */
    async refundStaleRuns(): Promise<number> {
      const afterChargeTools = [...runners.entries()].filter(([, runner]) => runner.afterCharge).map(([id]) => id);
      const stale = await repository.staleRunning(
        db,
        afterChargeTools,
        new Date(now().getTime() - STALE_RUN_MS),
        STALE_BATCH,
      );
      for (const row of stale) {
        await db.transaction((tx) =>
          failRun(tx, { runId: row.id, userId: row.userId, toolId: row.toolId as ToolId, reason: 'interrupted' }),
        );
      }
      if (stale.length > 0) deps.logger.warn({ count: stale.length }, 'refunded tool runs that were never answered');
      return stale.length;
    },

    /** A queued run's job finished: its status (and output) for the history. */
    async complete(tx: DbTransaction, runId: string, change: { status: RunStatus; output?: unknown; title?: string }) {
      await repository.update(tx, runId, { ...change, now: now() });
      if (finishes(change.status)) {
        const run = await repository.find(tx, runId);
        if (run) await payFinished(tx, run);
      }
    },

    async history(user: SessionUser, toolId: ToolId): Promise<ToolRunListReply> {
      const rows = await repository.listByUser(db, user.id, toolId, HISTORY_LIMIT);
      return {
        success: true,
        runs: rows.map((row) => ({
          runId: row.id,
          toolId: row.toolId as ToolId,
          status: row.status,
          title: row.title,
          medCoinsDeducted: row.coinsSpent,
          xpAwarded: row.xpAwarded,
          refunded: row.refundedAt !== null,
          score: row.score,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async run(user: SessionUser, runId: string): Promise<ToolRunReply> {
      const row = await owned(user, runId);
      return {
        success: true,
        runId: row.id,
        toolId: row.toolId as ToolId,
        status: row.status,
        medCoinsDeducted: row.coinsSpent,
        xpAwarded: row.xpAwarded,
        output: outputOf(row),
      };
    },

    owned,
  };
}
export type ToolService = ReturnType<typeof createToolService>;
