/**
 * Case sessions (NeuroCase, GastroCase, Ward DX, clinical rounds) on the tool framework: a start
 * picks library cases (ones the student has not had lately first), each action reveals and is
 * logged, and finishing marks against the rubric: by a model when one is configured (validated
 * structured output), else by the rubric's key terms and synonyms, labelled so.
 */
import {
  CASE_TOOL_AREAS,
  type CaseActionReply,
  type CaseActionRequest,
  type CaseFinishReply,
  type CaseLogEntry,
  type CaseMarking,
  type CaseSession,
  type CaseToolId,
  caseToolIds,
  isCaseTool,
  type ToolId,
  toolMessages,
} from '@medsutra/contract/tools/api';
import { CLINICAL_ROUNDS_CASES } from '@medsutra/contract/tools/offline';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AiError, type AiProvider } from '../../adapters/ai/provider.ts';
import type { Database } from '../../db/client.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { LibraryService } from '../library/service.ts';
import {
  choicesOf,
  markingFrom,
  offlineVerdicts,
  type RubricVerdict,
  revealFor,
  type SessionCase,
} from './case-session.ts';
import { createToolRepository, type ToolRepository, type ToolRunRow } from './repository.ts';
import type { ToolService } from './service.ts';

interface CaseState {
  cases: SessionCase[];
  caseIds: string[];
  index: number;
  log: CaseLogEntry[];
  markings: CaseMarking[];
  status: 'active' | 'finished';
}

const RECENT_RUNS = 20;
const LOG_MAX = 80;

const modelMarkingSchema = z.object({
  verdicts: z
    .array(z.object({ index: z.number().int().min(0), found: z.boolean(), evidence: z.string().max(600).optional() }))
    .max(40),
});

export function toSessionCase(row: NonNullable<Awaited<ReturnType<LibraryService['clinicalCase']>>>): SessionCase {
  const body = row.body as unknown as SessionCase;
  return {
    id: row.id,
    area: row.area,
    title: row.title,
    presentation: body.presentation,
    history: body.history,
    examination: body.examination,
    investigations: body.investigations,
    diagnosis: body.diagnosis,
    differentials: body.differentials,
    management: body.management,
    teachingPoints: body.teachingPoints,
    rubric: body.rubric,
    references: row.references,
    subtopicIds: row.subtopicIds,
  };
}

function sessionOf(row: ToolRunRow): CaseSession {
  const state = row.state as CaseState;
  const current = state.cases[Math.min(state.index, state.cases.length - 1)] as SessionCase;
  const isRounds = row.toolId === 'clinical-rounds';
  const lastMarking = state.markings.at(-1) ?? null;
  const currentMarked = state.markings.length > state.index;
  const scores = state.markings.map((m) => m.score);
  return {
    runId: row.id,
    toolId: row.toolId as ToolId,
    status: state.status,
    presentation: current.presentation,
    area: current.area,
    choices: choicesOf(current),
    log: state.log,
    marking: currentMarked || state.status === 'finished' ? lastMarking : null,
    rounds: isRounds
      ? {
          index: state.index,
          total: state.cases.length,
          scores,
          runningScore: scores.length === 0 ? 0 : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
          done: state.status === 'finished',
        }
      : null,
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** What a session tool (a case, a viva) works with: the runs, the library, the model, the clock and a log. */
export interface SessionToolDeps {
  tools: ToolService;
  db: Database;
  repository?: ToolRepository;
  library: LibraryService;
  ai: AiProvider;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

export function createCaseSessions(deps: SessionToolDeps & { random?: () => number }) {
  const { tools, db, library, ai, now } = deps;
  const repository = deps.repository ?? createToolRepository();
  const random = deps.random ?? Math.random;
  const modelConfigured = ai.source !== 'offline';

  /** Cases the student has not had lately first, in a random order. */
  async function pickCases(user: SessionUser, toolId: CaseToolId, count: number): Promise<string[]> {
    const ids = await library.caseIds(CASE_TOOL_AREAS[toolId]);
    if (ids.length === 0) throw new AppError('conflict', toolMessages.noCases);
    const recent = new Set(await repository.recentCaseIds(db, user.id, toolId, RECENT_RUNS));
    const fresh = shuffle(
      ids.filter((id) => !recent.has(id)),
      random,
    );
    const seen = shuffle(
      ids.filter((id) => recent.has(id)),
      random,
    );
    return [...fresh, ...seen].slice(0, count);
  }

  for (const toolId of caseToolIds) {
    tools.register(toolId, {
      async prepare(user, rawInput) {
        const input = rawInput as { caseId?: string };
        let ids: string[];
        if (input.caseId) {
          const areas = CASE_TOOL_AREAS[toolId];
          if (!areas.some((area) => input.caseId?.startsWith(`${area}.`))) {
            throw badRequest(`That case is not one of this tool's ${areas.join(', ')} cases.`);
          }
          ids = [input.caseId];
        } else {
          ids = await pickCases(user, toolId, toolId === 'clinical-rounds' ? CLINICAL_ROUNDS_CASES : 1);
        }
        const rows = await Promise.all(ids.map((id) => library.clinicalCase(id)));
        const cases = rows.flatMap((row) => (row ? [toSessionCase(row)] : []));
        if (cases.length === 0) throw badRequest('There is no such case in the library.');
        return cases;
      },
      async start(_tx, run) {
        const cases = run.prepared as SessionCase[];
        const state: CaseState = {
          cases,
          caseIds: cases.map((c) => c.id),
          index: 0,
          log: [],
          markings: [],
          status: 'active',
        };
        const area = cases[0]?.area ?? 'ward';
        return { title: `${area.charAt(0).toUpperCase()}${area.slice(1)} case`, status: 'ready', state };
      },
      view: (row) => (row.state ? sessionOf(row) : null),
    });
  }

  /** The student's own session, locked for the change. */
  async function lockedSession(tx: DbTransaction, user: SessionUser, runId: string) {
    const row = await repository.findForUpdate(tx, runId);
    if (!row) throw new AppError('notFound', toolMessages.notFound);
    if (row.userId !== user.id) throw new AppError('forbidden', toolMessages.notYours);
    if (!isCaseTool(row.toolId) || !row.state) throw badRequest(toolMessages.notACase);
    const state = row.state as CaseState;
    if (state.status === 'finished') throw new AppError('conflict', toolMessages.finished);
    return { row, state };
  }

  async function verdictsFor(
    clinicalCase: SessionCase,
    log: CaseLogEntry[],
  ): Promise<{ verdicts: RubricVerdict[]; by: CaseMarking['markedBy'] }> {
    if (!modelConfigured) return { verdicts: offlineVerdicts(clinicalCase, log), by: 'offline' };
    try {
      const { value } = await ai.generateObject({
        task: 'case-marking',
        input: { caseId: clinicalCase.id },
        schema: modelMarkingSchema,
        schemaName: 'case_marking',
        messages: [
          {
            role: 'system',
            content:
              'You are an MBBS clinical examiner. Mark the student against the rubric only. For each rubric item (by its index) say whether the student’s own words show it, with the words that do as evidence. Do not give credit for findings the student did not ask for or name. Reply with the JSON object only.',
          },
          {
            role: 'user',
            content: JSON.stringify({
              case: { presentation: clinicalCase.presentation, diagnosis: clinicalCase.diagnosis },
              rubric: clinicalCase.rubric.map((item, index) => ({
                index,
                kind: item.kind,
                item: item.item,
                synonyms: item.synonyms,
              })),
              student: log.map((entry) => ({
                kind: entry.kind,
                wrote: entry.text,
                revealed: entry.revealed.map((r) => r.label),
              })),
            }),
          },
        ],
      });
      const verdicts = value.verdicts.filter((v) => v.index < clinicalCase.rubric.length);
      // Every rubric item must have a verdict; one the model skipped falls back to the key terms.
      const offline = offlineVerdicts(clinicalCase, log);
      return {
        verdicts: clinicalCase.rubric.map(
          (_, index) => verdicts.find((v) => v.index === index) ?? (offline[index] as RubricVerdict),
        ),
        by: 'model',
      };
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      deps.logger.warn({ err: error }, 'case marking by the model failed; marking by the rubric terms');
      return { verdicts: offlineVerdicts(clinicalCase, log), by: 'offline' };
    }
  }

  return {
    async act(user: SessionUser, runId: string, action: CaseActionRequest): Promise<CaseActionReply> {
      return db.transaction(async (tx) => {
        const { row, state } = await lockedSession(tx, user, runId);
        if (state.log.length >= LOG_MAX) {
          throw new AppError('conflict', 'This case has had enough questions. Finish it to see your marking.');
        }
        const current = state.cases[state.index] as SessionCase;
        const entry = revealFor(current, action.kind, action.text, now());
        const next: CaseState = { ...state, log: [...state.log, entry] };
        await repository.update(tx, row.id, { state: next, now: now() });
        return { success: true, entry, session: sessionOf({ ...row, state: next }) };
      });
    },

    /**
     * Marks the case in progress. Clinical rounds move on to the next case with a running score;
     * the last case (or any single case) finishes the run. The model is asked outside the lock.
     */
    async finish(user: SessionUser, runId: string): Promise<CaseFinishReply> {
      const snapshot = await tools.owned(user, runId);
      if (snapshot.userId !== user.id) throw new AppError('forbidden', toolMessages.notYours);
      if (!isCaseTool(snapshot.toolId) || !snapshot.state) throw badRequest(toolMessages.notACase);
      const before = snapshot.state as CaseState;
      if (before.status === 'finished') throw new AppError('conflict', toolMessages.finished);
      const clinicalCase = before.cases[before.index] as SessionCase;
      const { verdicts, by } = await verdictsFor(clinicalCase, before.log);
      return db.transaction(async (tx) => {
        const { row, state } = await lockedSession(tx, user, runId);
        if (state.index !== before.index) throw new AppError('conflict', toolMessages.finished);
        const marking = markingFrom(clinicalCase, state.log, verdicts, by);
        const markings = [...state.markings, marking];
        const last = state.index >= state.cases.length - 1;
        const next: CaseState = last
          ? { ...state, markings, status: 'finished' }
          : { ...state, markings, index: state.index + 1, log: [] };
        const scores = markings.map((m) => m.score);
        const score = Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
        await tools.payFinished(tx, row);
        await repository.update(tx, row.id, {
          state: next,
          score,
          status: last ? 'finished' : 'ready',
          title: last
            ? row.toolId === 'clinical-rounds'
              ? `Clinical rounds: ${markings.length} cases`
              : marking.caseTitle
            : row.title,
          now: now(),
        });
        const session = sessionOf({ ...row, state: next });
        return { success: true, marking, session: { ...session, marking } };
      });
    },
  };
}
export type CaseSessions = ReturnType<typeof createCaseSessions>;
