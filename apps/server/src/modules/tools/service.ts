/**
 * The one AI-tool framework: a run is checked (input, plan, model), then charged and recorded in
 * one transaction with whatever the tool's runner starts (a case session, a queued job); a run
 * that fails or is refused later gets its coins back once. Each tool brings a runner; the
 * framework owns the money, the plan gate and the history.
 */
import crypto from 'node:crypto';
import {
  type RunStatus,
  TOOLS,
  type ToolCatalogueReply,
  type ToolId,
  type ToolRunListReply,
  type ToolRunReply,
  toolById,
  toolMessages,
} from '@medsutra/contract/ai-tools';
import { AI_TOOL_COSTS, aiToolXp } from '@medsutra/contract/economy';
import { paymentMessages, planHasFeature } from '@medsutra/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { EconomyService } from '../economy/service.ts';
import type { PlanService } from '../plans/service.ts';
import type { ToolRepository, ToolRunRow, ToolTransaction } from './repository.ts';

export interface RunStart {
  runId: string;
  user: SessionUser;
  input: unknown;
  /** What `prepare` returned (read outside the transaction: PGlite runs one at a time). */
  prepared: unknown;
  now: Date;
}

export interface RunStarted {
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
  start(tx: ToolTransaction, run: RunStart): Promise<RunStarted>;
  /** The reply's `output` for a stored run (a case session hides the case until marked). */
  view?(row: ToolRunRow): unknown;
}

export interface ToolServiceDeps {
  repository: ToolRepository;
  economy: Pick<EconomyService, 'aiToolSpend' | 'aiToolRefund'>;
  plans: Pick<PlanService, 'currentPlan'>;
  modelConfigured: boolean;
  visionConfigured: boolean;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

const HISTORY_LIMIT = 100;

function isInsufficientCoins(error: unknown): error is AppError {
  return error instanceof AppError && error.details?.error === 'insufficient_coins';
}

export function createToolService(deps: ToolServiceDeps) {
  const { repository, economy, now } = deps;
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
    const row = await repository.find(runId);
    if (!row) throw notFound(toolMessages.notFound);
    if (row.userId !== user.id && user.role !== 'admin') throw new AppError('forbidden', toolMessages.notYours);
    return row;
  }

  function outputOf(row: ToolRunRow): unknown {
    const runner = runners.get(row.toolId as ToolId);
    return runner?.view ? runner.view(row) : row.output;
  }

  return {
    /** A tool's runner, registered by the module that owns the tool. */
    register(toolId: ToolId, runner: ToolRunner) {
      runners.set(toolId, runner);
    },

    catalogue(): ToolCatalogueReply {
      return {
        success: true,
        modelConfigured: deps.modelConfigured,
        visionConfigured: deps.visionConfigured,
        tools: TOOLS.map((tool) => ({
          id: tool.id,
          name: tool.name,
          route: tool.route,
          cost: AI_TOOL_COSTS[tool.costKey],
          xp: aiToolXp(AI_TOOL_COSTS[tool.costKey]),
          planGate: tool.planGate,
          offline: tool.offline,
          runnable: canRun(tool.id),
        })),
      };
    },

    /**
     * Checks the input, the plan and the model before any coin moves; then one transaction spends
     * the cost (the economy's guarded update refuses what the balance cannot cover), records the
     * run and starts it. 402 with the coins sentence when the wallet is short.
     */
    async startRun(user: SessionUser, toolId: ToolId, rawInput: unknown): Promise<ToolRunReply> {
      const tool = toolById(toolId);
      const parsed = tool.input.safeParse(rawInput ?? {});
      if (!parsed.success) {
        throw badRequest(parsed.error.issues[0]?.message ?? 'Please check the form and try again.', {
          error: 'invalid_input',
        });
      }
      await checkPlan(user, toolId);
      checkRunnable(toolId);
      const runner = runners.get(toolId);
      if (!runner) throw new AppError('conflict', toolMessages.noRunner);
      const prepared = runner.prepare ? await runner.prepare(user, parsed.data) : undefined;
      const runId = crypto.randomUUID();
      const cost = AI_TOOL_COSTS[tool.costKey];
      try {
        return await repository.transaction(async (tx) => {
          const spent = await economy.aiToolSpend({ userId: user.id, tool: tool.costKey, jobId: runId }, tx);
          const at = now();
          // The run row first: a runner's own rows may point at it.
          await repository.insert(tx, {
            id: runId,
            userId: user.id,
            toolId,
            status: 'running',
            title: tool.name,
            input: parsed.data,
            coinsSpent: -spent.coins,
            xpAwarded: spent.xp,
            createdAt: at,
            updatedAt: at,
          });
          const started = await runner.start(tx, { runId, user, input: parsed.data, prepared, now: at });
          await repository.update(tx, runId, {
            status: started.status,
            title: started.title,
            output: started.output ?? null,
            state: started.state ?? null,
            now: at,
          });
          const row = await repository.find(runId, tx);
          return {
            success: true as const,
            runId,
            toolId,
            status: started.status,
            medCoinsDeducted: -spent.coins,
            xpAwarded: spent.xp,
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
    },

    /**
     * The run failed or was refused after it was charged: marked failed and its coins (and XP)
     * given back, once, however many times it is called. A run made before the framework existed
     * (no row) is refunded by its spend key alone.
     */
    async failRun(tx: ToolTransaction, input: { runId: string; userId: string; toolId: ToolId; reason: string }) {
      const existing = await repository.find(input.runId, tx);
      if (existing) {
        const failed = await repository.markFailedOnce(tx, input.runId, input.reason, now());
        if (!failed) return;
      }
      await economy.aiToolRefund(
        { userId: input.userId, tool: toolById(input.toolId).costKey, jobId: input.runId },
        tx,
      );
    },

    /** A queued run's job finished: its status (and output) for the history. */
    async complete(
      tx: ToolTransaction,
      runId: string,
      change: { status: RunStatus; output?: unknown; title?: string },
    ) {
      await repository.update(tx, runId, { ...change, now: now() });
    },

    async history(user: SessionUser, toolId: ToolId): Promise<ToolRunListReply> {
      const rows = await repository.listByUser(user.id, toolId, HISTORY_LIMIT);
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
