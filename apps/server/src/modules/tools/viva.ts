/**
 * The practical exam (viva) simulator on the tool framework. The examiner works through a library
 * case on the student's topic (history, examination, investigations, diagnosis, management), or,
 * when the library has a note on the topic but no case, through the note's sections and points
 * (viva-note.ts). A topic the library has nothing on is refused before any coin moves; an
 * unrelated case is never substituted.
 * Each answer is checked against the rubric items of that stage; when the student missed some, the
 * examiner follows up once before moving on. Offline the questions are the case's own stages; with
 * a model, the model words each question and follow-up (falling back to the stage's question when
 * it fails). The result lists strengths and gaps by the rubric, with the case's references.
 */

import { CASE_AREAS } from '@medsutra/contract/library/content';
import { toolMessages } from '@medsutra/contract/tools/api';
import {
  toolOutputMessages,
  type VivaAnswerRequest,
  type VivaReply,
  type VivaResult,
  type VivaSession,
} from '@medsutra/contract/tools/outputs';
import { z } from 'zod';
import { AiError } from '../../adapters/ai/provider.ts';
import type { DbTransaction } from '../../db/executor.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { findEvidence, type SessionCase } from './case-session.ts';
import { type SessionToolDeps, toSessionCase } from './cases.ts';
import { createToolRepository, type ToolRunRow } from './repository.ts';
import { sameWord, tokensOf } from './rubric-text.ts';
import { subtopicForTopic } from './topic-subtopic.ts';
import { type NoteViva, noteViva, pointSaid } from './viva-note.ts';

type RubricKind = SessionCase['rubric'][number]['kind'];

interface Stage {
  kinds: RubricKind[];
  /** The examiner's question, offline. */
  ask: (clinicalCase: SessionCase) => string;
  /** The offline follow-up when the answer missed rubric items. */
  followUp: (missed: number) => string;
}

const STAGES: Stage[] = [
  {
    kinds: ['history'],
    ask: (c) => `${c.presentation}\n\nWhat would you ask this patient in the history, and why?`,
    followUp: (n) => `Good. What else would you ask? I am looking for ${n} more point${n === 1 ? '' : 's'}.`,
  },
  {
    kinds: ['examination'],
    ask: () => 'What would you look for when you examine this patient?',
    followUp: (n) => `Which other sign would you check for? ${n} more ${n === 1 ? 'is' : 'are'} expected.`,
  },
  {
    kinds: ['investigation'],
    ask: () => 'Which investigations would you order first, and what do you expect them to show?',
    followUp: (n) => `And what else would you order? ${n} more test${n === 1 ? '' : 's'} matter here.`,
  },
  {
    kinds: ['diagnosis', 'differential'],
    ask: () => 'What is your diagnosis, and what are your differentials?',
    followUp: () => 'Think again: what else could this be, and what is the most likely diagnosis?',
  },
  {
    kinds: ['management'],
    ask: () => 'How would you manage this patient, starting now?',
    followUp: (n) => `What else would you do? ${n} more step${n === 1 ? '' : 's'} belong in the plan.`,
  },
];

interface VivaTurnState {
  stage: number;
  question: string;
  followUp: boolean;
  answer: string;
  by: 'typed' | 'voice';
  at: string;
}

export interface VivaState {
  kind: 'viva';
  topic: string;
  /** The case the viva is on; null when it is on a note. */
  clinicalCase: SessionCase | null;
  /** The note the viva is on, when the library has no case on the topic. */
  note?: NoteViva | null;
  caseIds: string[];
  askedBy: 'offline' | 'model';
  stage: number;
  current: { question: string; followUp: boolean } | null;
  turns: VivaTurnState[];
  status: 'active' | 'finished';
  result: VivaResult | null;
}

const modelQuestionSchema = z.object({ question: z.string().min(5).max(600) });

/** Words of a topic that do not say which condition it is ("syndrome in children"). */
const GENERIC_TOPIC_WORDS = new Set(
  [
    'syndrome',
    'disease',
    'disorder',
    'acute',
    'chronic',
    'child',
    'children',
    'adult',
    'adults',
    'infant',
    'management',
    'treatment',
    'approach',
    'case',
    'viva',
    'clinical',
    'patient',
    'young',
    'old',
    'man',
    'woman',
  ].map((word) => tokensOf(word)[0]?.stem ?? word),
);

/** The topic's distinctive words (after spelling, abbreviations and endings are evened out). */
function topicWords(topic: string): string[] {
  return [...new Set(tokensOf(topic).map((t) => t.stem))].filter((word) => !GENERIC_TOPIC_WORDS.has(word));
}

/** Does one of `names` hold every distinctive word of the topic? */
function namesTopic(topic: string, names: readonly string[]): boolean {
  const wanted = topicWords(topic);
  if (wanted.length === 0) return false;
  return names.some((name) => {
    const have = tokensOf(name).map((t) => t.stem);
    return wanted.every((word) => have.some((stem) => sameWord(word, stem)));
  });
}

/**
 * The library case whose title or diagnosis names every distinctive word of the topic (after
 * spelling, abbreviations and endings are evened out), the best-matching first; null when none
 * does. A shared "syndrome" is not a match.
 */
function bestCaseFor(topic: string, cases: readonly SessionCase[]): SessionCase | null {
  const wanted = topicWords(topic);
  if (wanted.length === 0) return null;
  let best: { score: number; clinicalCase: SessionCase } | null = null;
  for (const clinicalCase of cases) {
    const title = new Set(tokensOf(`${clinicalCase.title}. ${clinicalCase.diagnosis}`).map((t) => t.stem));
    const all = wanted.every((word) => title.has(word));
    if (!all) continue;
    const score = tokensOf(clinicalCase.title).filter((t) => wanted.includes(t.stem)).length;
    if (!best || score > best.score) best = { score, clinicalCase };
  }
  return best?.clinicalCase ?? null;
}

/** One thing the examiner listens for: a rubric item of the case, or a point of the note. */
interface PlanItem {
  index: number;
  label: string;
  points: number;
  said: (answers: string[]) => boolean;
}
interface PlanStage {
  /** What the examiner asks, offline. */
  question: string;
  followUp: (missed: number) => string;
  /** What the stage is about, for a model wording the question. */
  about: string;
  items: PlanItem[];
}
interface VivaPlan {
  stages: PlanStage[];
  references: string[];
  /** Closing gaps (the case's teaching points). */
  teaching: string[];
  what: string;
}

const noteFollowUp = (n: number) => `What else? I am looking for ${n} more point${n === 1 ? '' : 's'}.`;

/** The viva's stages and what each listens for, from its case or its note. */
function planOf(state: Pick<VivaState, 'clinicalCase' | 'note'>): VivaPlan {
  const { clinicalCase, note } = state;
  if (clinicalCase) {
    return {
      stages: STAGES.map((stage) => ({
        question: stage.ask(clinicalCase),
        followUp: stage.followUp,
        about: stage.kinds.join(' and '),
        items: clinicalCase.rubric
          .map((item, index) => ({ item, index }))
          .filter(({ item }) => stage.kinds.includes(item.kind))
          .map(({ item, index }) => ({
            index,
            label: `${item.kind}: ${item.item}`,
            points: item.points,
            said: (answers: string[]) => findEvidence(item, answers) !== null,
          })),
      })),
      references: clinicalCase.references,
      teaching: clinicalCase.teachingPoints.slice(0, 2).map((point) => `Teaching point: ${point}`),
      what: `The case was: ${clinicalCase.title}.`,
    };
  }
  if (!note) throw new Error('a viva holds a case or a note');
  let index = 0;
  return {
    stages: note.stages.map((stage) => ({
      question: stage.question,
      followUp: noteFollowUp,
      about: stage.heading,
      items: stage.points.map((point) => ({
        index: index++,
        label: `${stage.heading}: ${point}`,
        points: 1,
        said: (answers: string[]) => pointSaid(point, note.name, answers),
      })),
    })),
    references: note.references,
    teaching: [],
    what: `The viva was on the library's note: ${note.name}.`,
  };
}

/** The items of a stage that the student's answers to it name. */
function foundIn(plan: VivaPlan, stage: number, answers: string[]): Set<number> {
  return new Set((plan.stages[stage]?.items ?? []).filter((item) => item.said(answers)).map((item) => item.index));
}

/**
 * Strengths and gaps by the rubric. `modelFound` (rubric index → found), when a model marked the
 * answers; an item it did not judge falls back to the key terms.
 */
function vivaResult(
  state: Pick<VivaState, 'clinicalCase' | 'note' | 'turns'>,
  modelFound: ReadonlyMap<number, boolean> | null = null,
): VivaResult {
  const plan = planOf(state);
  const strengths: string[] = [];
  const gaps: string[] = [];
  let pointsFound = 0;
  let pointsTotal = 0;
  plan.stages.forEach((stage, stageIndex) => {
    const answers = state.turns.filter((turn) => turn.stage === stageIndex).map((turn) => turn.answer);
    const found = foundIn(plan, stageIndex, answers);
    for (const item of stage.items) {
      pointsTotal += item.points;
      if (modelFound?.get(item.index) ?? found.has(item.index)) {
        pointsFound += item.points;
        strengths.push(item.label);
      } else {
        gaps.push(item.label);
      }
    }
  });
  const markedBy = modelFound ? 'model' : 'offline';
  return {
    score: pointsTotal === 0 ? 0 : Math.round((pointsFound / pointsTotal) * 100),
    strengths,
    gaps: [...gaps, ...plan.teaching],
    references: plan.references,
    markedBy,
    label: `${markedBy === 'model' ? toolMessages.modelMarkingLabel : toolMessages.offlineMarkingLabel}. ${plan.what}`,
  };
}

const modelVerdictsSchema = z.object({
  verdicts: z.array(z.object({ index: z.number().int().min(0), found: z.boolean() })).max(40),
});

function sessionOf(row: ToolRunRow): VivaSession {
  const state = row.state as VivaState;
  return {
    runId: row.id,
    topic: state.topic,
    status: state.status,
    askedBy: state.askedBy,
    label:
      state.askedBy === 'model'
        ? toolOutputMessages.vivaModelLabel
        : state.clinicalCase
          ? toolOutputMessages.vivaOfflineLabel
          : toolOutputMessages.vivaNoteOfflineLabel,
    current: state.current
      ? { n: state.turns.length + 1, question: state.current.question, followUp: state.current.followUp }
      : null,
    turns: state.turns.map((turn, index) => ({
      question: { n: index + 1, question: turn.question, followUp: turn.followUp },
      answer: turn.answer,
      by: turn.by,
      at: turn.at,
    })),
    total: planOf(state).stages.length,
    result: state.result,
  };
}

export function createVivaSessions(deps: SessionToolDeps) {
  const { tools, db, library, ai, now } = deps;
  const repository = deps.repository ?? createToolRepository();
  const modelConfigured = ai.source !== 'offline';

  /** The model words the examiner's next question; the stage's own question when it cannot. */
  async function examinerAsks(state: VivaState, stage: number, followUp: boolean, missed: number): Promise<string> {
    const planned = planOf(state).stages[stage] as PlanStage;
    const offline = followUp ? planned.followUp(missed) : planned.question;
    if (state.askedBy !== 'model') return offline;
    const presentation = state.clinicalCase?.presentation ?? null;
    try {
      const { value } = await ai.generateObject({
        task: 'viva-question',
        input: { caseId: state.clinicalCase?.id ?? `note:${state.note?.subtopicId ?? ''}` },
        schema: modelQuestionSchema,
        schemaName: 'viva_question',
        messages: [
          {
            role: 'system',
            content:
              'You are an MBBS practical examiner taking a viva on the case or topic below. Ask ONE short question for the stage named, in your own words, as an examiner would. A follow-up presses on what the student left out without giving the answer away. Never reveal the diagnosis before the diagnosis stage. Reply with the JSON object only.',
          },
          {
            role: 'user',
            content: JSON.stringify({
              ...(presentation ? { case: { presentation } } : { topic: state.note?.name ?? state.topic }),
              stage: planned.about,
              followUp,
              itemsStillMissing: missed,
              conversation: state.turns.map((turn) => ({ examiner: turn.question, student: turn.answer })),
            }),
          },
        ],
      });
      // The first question must still carry the presentation the student needs.
      return stage === 0 && !followUp && presentation ? `${presentation}\n\n${value.question}` : value.question;
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      deps.logger.warn({ err: error }, 'the viva examiner model failed; asking the stage question');
      return offline;
    }
  }

  /**
   * What the viva on a topic is on: a case on the topic's subtopic (the one whose title fits best),
   * else a case whose title or diagnosis names the topic, else the subtopic's note; null when the
   * library has none of these. Read before any coin moves.
   */
  async function topicViva(topic: string): Promise<{ clinicalCase: SessionCase | null; note: NoteViva | null } | null> {
    // Every area's cases, read in one statement (the bank grows past a hundred).
    const rows = await library.casesIn(CASE_AREAS);
    const cases = rows.flatMap((row) => (row ? [toSessionCase(row)] : []));
    const found = await subtopicForTopic(library, topic);
    const bundle = found ? await library.subtopicBundle(found) : null;
    // The search is generous (any field, near spellings); the viva takes a subtopic only when its
    // name or an alias names the topic.
    const subtopic =
      bundle && namesTopic(topic, [bundle.subtopic.name, ...bundle.subtopic.aliases]) ? bundle.subtopic : null;
    const onSubtopic = subtopic ? cases.filter((c) => c.subtopicIds.includes(subtopic.id)) : [];
    const clinicalCase = bestCaseFor(topic, onSubtopic) ?? onSubtopic[0] ?? bestCaseFor(topic, cases);
    if (clinicalCase) return { clinicalCase, note: null };
    const note = subtopic && bundle?.notes ? noteViva(subtopic.id, subtopic.name, bundle.notes) : null;
    return note ? { clinicalCase: null, note } : null;
  }

  tools.register('viva', {
    async prepare(_user, input) {
      const { topic } = input as { topic: string };
      const topicIs = await topicViva(topic);
      if (!topicIs) {
        throw badRequest(toolOutputMessages.vivaUnknownTopic(topic), { error: 'unknown_topic' });
      }
      const draft: VivaState = {
        kind: 'viva',
        topic,
        clinicalCase: topicIs.clinicalCase,
        note: topicIs.note,
        caseIds: topicIs.clinicalCase ? [topicIs.clinicalCase.id] : [],
        askedBy: modelConfigured ? 'model' : 'offline',
        stage: 0,
        current: null,
        turns: [],
        status: 'active',
        result: null,
      };
      return { ...draft, current: { question: planOf(draft).stages[0]?.question ?? '', followUp: false } };
    },
    async start(_tx, run) {
      const state = run.prepared as VivaState;
      return { title: `Viva: ${state.topic}`, status: 'ready', state };
    },
    // With a model, the examiner's first question is the model's too (asked once the coins are spent).
    async afterCharge(run) {
      const state = run.prepared as VivaState;
      const next: VivaState =
        state.askedBy === 'model'
          ? { ...state, current: { question: await examinerAsks(state, 0, false, 0), followUp: false } }
          : state;
      return { title: `Viva: ${state.topic}`, status: 'ready', state: next };
    },
    view: (row) => (row.state ? sessionOf(row) : null),
  });

  async function locked(tx: DbTransaction, user: SessionUser, runId: string) {
    const row = await repository.findForUpdate(tx, runId);
    if (!row) throw new AppError('notFound', toolOutputMessages.vivaNotViva);
    if (row.userId !== user.id) throw new AppError('forbidden', toolOutputMessages.vivaNotYours);
    const state = row.state as VivaState | null;
    if (row.toolId !== 'viva' || state?.kind !== 'viva') throw badRequest(toolOutputMessages.vivaNotViva);
    if (state.status === 'finished') throw new AppError('conflict', toolOutputMessages.vivaFinished);
    return { row, state };
  }

  /** The result: marked by the model against the rubric when there is one (its failure: by the key terms). */
  async function finishState(state: VivaState): Promise<VivaState> {
    let modelFound: Map<number, boolean> | null = null;
    const items = planOf(state).stages.flatMap((stage) => stage.items);
    if (state.askedBy === 'model' && state.turns.length > 0) {
      try {
        const { value } = await ai.generateObject({
          task: 'case-marking',
          input: { caseId: state.clinicalCase?.id ?? `note:${state.note?.subtopicId ?? ''}` },
          schema: modelVerdictsSchema,
          schemaName: 'viva_marking',
          messages: [
            {
              role: 'system',
              content:
                'You are an MBBS practical examiner marking a viva against the rubric only. For each rubric item (by its index) say whether the student’s answers show it. Give no credit for what the student did not say. Reply with the JSON object only.',
            },
            {
              role: 'user',
              content: JSON.stringify({
                rubric: items.map((item) => ({ index: item.index, item: item.label })),
                viva: state.turns.map((turn) => ({ examiner: turn.question, student: turn.answer })),
              }),
            },
          ],
        });
        modelFound = new Map(
          value.verdicts.filter((v) => v.index < items.length).map((v) => [v.index, v.found] as const),
        );
      } catch (error) {
        if (!(error instanceof AiError)) throw error;
        deps.logger.warn({ err: error }, 'viva marking by the model failed; marking by the rubric terms');
      }
    }
    return { ...state, current: null, status: 'finished', result: vivaResult(state, modelFound) };
  }

  return {
    /**
     * Records the answer, then the examiner's next move: a follow-up when the answer missed rubric
     * items of this stage (once per stage), else the next stage, else the result.
     */
    async answer(user: SessionUser, runId: string, body: VivaAnswerRequest): Promise<VivaReply> {
      const snapshot = await tools.owned(user, runId);
      if (snapshot.userId !== user.id) throw new AppError('forbidden', toolOutputMessages.vivaNotYours);
      const before = snapshot.state as VivaState | null;
      if (snapshot.toolId !== 'viva' || before?.kind !== 'viva') throw badRequest(toolOutputMessages.vivaNotViva);
      if (before.status === 'finished') throw new AppError('conflict', toolOutputMessages.vivaFinished);
      if (!before.current) throw new AppError('conflict', toolOutputMessages.vivaNoQuestion);
      const turn: VivaTurnState = {
        stage: before.stage,
        question: before.current.question,
        followUp: before.current.followUp,
        answer: body.text,
        by: body.by,
        at: now().toISOString(),
      };
      const turns = [...before.turns, turn];
      const answers = turns.filter((t) => t.stage === before.stage).map((t) => t.answer);
      const plan = planOf(before);
      const stageItems = plan.stages[before.stage]?.items ?? [];
      const missed = stageItems.length - foundIn(plan, before.stage, answers).size;
      const followUp = !before.current.followUp && missed > 0 && answers.length === 1;
      const nextStage = followUp ? before.stage : before.stage + 1;
      let next: VivaState = { ...before, turns, stage: nextStage };
      if (nextStage >= plan.stages.length) next = await finishState(next);
      else
        next = {
          ...next,
          current: { question: await examinerAsks(next, nextStage, followUp, missed), followUp },
        };
      // The model was asked outside the lock; a second answer in the meantime wins.
      return db.transaction(async (tx) => {
        const { row, state } = await locked(tx, user, runId);
        if (state.turns.length !== before.turns.length)
          throw new AppError('conflict', toolOutputMessages.vivaNoQuestion);
        await repository.update(tx, row.id, {
          state: next,
          ...(next.result ? { score: next.result.score, status: 'finished' as const } : {}),
          now: now(),
        });
        if (next.result) await tools.payFinished(tx, row);
        return { success: true as const, session: sessionOf({ ...row, state: next }) };
      });
    },

    /** Ends the viva now: what was not answered counts as a gap. */
    async finish(user: SessionUser, runId: string): Promise<VivaReply> {
      const snapshot = await tools.owned(user, runId);
      if (snapshot.userId !== user.id) throw new AppError('forbidden', toolOutputMessages.vivaNotYours);
      const before = snapshot.state as VivaState | null;
      if (snapshot.toolId !== 'viva' || before?.kind !== 'viva') throw badRequest(toolOutputMessages.vivaNotViva);
      if (before.status === 'finished') throw new AppError('conflict', toolOutputMessages.vivaFinished);
      // Marked outside the lock (a model may take a while); an answer in the meantime wins.
      const next = await finishState(before);
      return db.transaction(async (tx) => {
        const { row, state } = await locked(tx, user, runId);
        if (state.turns.length !== before.turns.length) throw new AppError('conflict', toolOutputMessages.vivaFinished);
        await repository.update(tx, row.id, {
          state: next,
          score: next.result?.score ?? 0,
          status: 'finished',
          now: now(),
        });
        await tools.payFinished(tx, row);
        return { success: true as const, session: sessionOf({ ...row, state: next }) };
      });
    },
  };
}
export type VivaSessions = ReturnType<typeof createVivaSessions>;
