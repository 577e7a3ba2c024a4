/**
 * The one AI-tool framework (docs/architecture.md, the learning core): every tool's id, page, cost, plan
 * gate, input and output schemas, in one table the server and the web app both read. A run spends
 * the cost in the same transaction that records it, pays XP at half the coins (docs/product-rules.md), is
 * refunded when it fails or is refused, and is kept in the tool's history.
 */

import { z } from 'zod';
import { aiChargeShape } from '../economy/api.ts';
import { type AiToolKey, aiToolCost, aiToolXp, type PremiumFeature } from '../economy/table.ts';
import { successReply } from '../http/reply.ts';
import { groundingSchema } from '../library/api.ts';
import { CASE_AREAS, type CaseArea } from '../library/content.ts';
import { text } from '../text.ts';
import { TOOL_OFFLINE } from './offline.ts';
import {
  conceptMapSchema,
  engineSchema,
  generatedCaseOutputSchema,
  IMAGE_MAX_BYTES,
  imageAnalysisOutputSchema,
  sessionStatusSchema,
  vivaSessionSchema,
} from './outputs.ts';

const toolIds = [
  'neurocase',
  'gastrocase',
  'warddx',
  'clinical-rounds',
  'viva',
  'case-generator',
  'research-assistant',
  'concept-mapper',
  'image-analysis',
  'study-planner',
  'mindmap',
] as const;
export type ToolId = (typeof toolIds)[number];
const toolIdSchema = z.enum(toolIds, { error: 'There is no such AI tool.' });

export const caseToolIds = ['neurocase', 'gastrocase', 'warddx', 'clinical-rounds'] as const;
export type CaseToolId = (typeof caseToolIds)[number];
export const isCaseTool = (id: string): id is CaseToolId => (caseToolIds as readonly string[]).includes(id);

/**
 * The library's case areas each case tool draws from: the neurology and gastroenterology tools
 * their own; Ward DX every other area (the ward and each new one as its cases land: cardiology,
 * respiratory, renal, endocrine, paediatrics, obstetrics, surgery, emergency, psychiatry), so a
 * student paying for Ward DX never gets a case the two specialty tools sell; clinical rounds
 * every area.
 */
const WARD_DX_AREAS = CASE_AREAS.filter((area) => area !== 'neurology' && area !== 'gastroenterology');
export const CASE_TOOL_AREAS: Record<CaseToolId, readonly CaseArea[]> = {
  neurocase: ['neurology'],
  gastrocase: ['gastroenterology'],
  warddx: WARD_DX_AREAS,
  'clinical-rounds': CASE_AREAS,
};

const TOPIC_MAX = 200;
const QUESTION_MAX = 500;

const topic = text()
  .trim()
  .min(1, 'Please enter a topic.')
  .max(TOPIC_MAX, `The topic can be at most ${TOPIC_MAX} characters.`);
const caseId = text()
  .trim()
  .regex(
    /^(neurology|gastroenterology|ward)\.c\d{2}$/,
    'That is not a case id of the library (for example neurology.c01).',
  );

const caseStartInputSchema = z.object({ caseId: caseId.optional() });
const roundsStartInputSchema = z.object({});
const topicInputSchema = z.object({ topic });
const researchInputSchema = z.object({
  question: text()
    .trim()
    .min(3, 'Please type your question.')
    .max(QUESTION_MAX, `The question can be at most ${QUESTION_MAX} characters.`),
});
export const caseGeneratorInputSchema = z.object({
  topic,
  area: z.enum(['neurology', 'gastroenterology', 'ward'], { error: 'Choose neurology, gastroenterology or ward.' }),
});
const imageAnalysisInputSchema = z.object({
  question: text().trim().max(QUESTION_MAX, `The question can be at most ${QUESTION_MAX} characters.`).optional(),
  /** The image's bytes, base64 (a data: URL prefix is allowed); its type is checked by content on the server. */
  image: z
    .string({ error: 'Please choose an image to analyse.' })
    .min(16, 'Please choose an image to analyse.')
    .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64, `The image is too large: at most ${IMAGE_MAX_BYTES / 1048576} MB.`),
});
/** The revision engineer's planner owns this shape; the table only needs to validate an object. */
const studyPlannerInputSchema = z.object({}).catchall(z.unknown());

// ---- A case session --------------------------------------------------------------------------

const caseActionKinds = ['history', 'examination', 'investigation', 'differential', 'diagnosis', 'management'] as const;
export type CaseActionKind = (typeof caseActionKinds)[number];
const CASE_ACTION_TEXT_MAX = 600;

export const caseActionRequestSchema = z.object({
  kind: z.enum(caseActionKinds, {
    error: 'Choose history, examination, investigation, differential, diagnosis or management.',
  }),
  text: text()
    .trim()
    .min(1, 'Please type what you ask, examine, order or conclude.')
    .max(CASE_ACTION_TEXT_MAX, `Keep it to ${CASE_ACTION_TEXT_MAX} characters.`),
});
export type CaseActionRequest = z.infer<typeof caseActionRequestSchema>;

const caseRevealSchema = z.object({ label: z.string(), finding: z.string() });
const caseLogEntrySchema = z.object({
  kind: z.enum(caseActionKinds),
  text: z.string(),
  revealed: z.array(caseRevealSchema),
  /** What the patient or the examiner says when nothing was revealed, or what was recorded. */
  note: z.string(),
  at: z.string(),
});
export type CaseLogEntry = z.infer<typeof caseLogEntrySchema>;

const markedItemSchema = z.object({
  kind: z.string(),
  item: z.string(),
  points: z.number().int(),
  /** What the student wrote that earned it (found items). */
  evidence: z.string().optional(),
});
const caseMarkingSchema = z.object({
  caseTitle: z.string(),
  diagnosis: z.string(),
  score: z.number().int().min(0).max(100),
  pointsFound: z.number().int(),
  pointsTotal: z.number().int(),
  found: z.array(markedItemSchema),
  missed: z.array(markedItemSchema),
  unnecessary: z.array(z.object({ kind: z.string(), text: z.string(), why: z.string() })),
  teachingPoints: z.array(z.string()),
  references: z.array(z.string()),
  subtopicIds: z.array(z.string()),
  /** `offline`: by the rubric's key terms and synonyms; `model`: by the model against the rubric. */
  markedBy: engineSchema,
  label: z.string(),
});
export type CaseMarking = z.infer<typeof caseMarkingSchema>;

export const caseSessionSchema = z.object({
  runId: z.string(),
  toolId: toolIdSchema,
  status: sessionStatusSchema,
  /** The case in progress (its title would give the diagnosis away, so it is shown only when marked). */
  presentation: z.string(),
  area: z.string(),
  /** What a student may choose on a phone instead of typing. */
  choices: z.object({
    history: z.array(z.string()),
    examination: z.array(z.string()),
    investigation: z.array(z.string()),
  }),
  log: z.array(caseLogEntrySchema),
  marking: caseMarkingSchema.nullable(),
  /** Clinical rounds: which case of how many, and the running score. */
  rounds: z
    .object({
      index: z.number().int(),
      total: z.number().int(),
      scores: z.array(z.number().int()),
      runningScore: z.number().int(),
      done: z.boolean(),
    })
    .nullable(),
});
export type CaseSession = z.infer<typeof caseSessionSchema>;

export const caseActionReplySchema = successReply({ entry: caseLogEntrySchema, session: caseSessionSchema });
export type CaseActionReply = z.infer<typeof caseActionReplySchema>;

export const caseFinishReplySchema = successReply({ marking: caseMarkingSchema, session: caseSessionSchema });
export type CaseFinishReply = z.infer<typeof caseFinishReplySchema>;

// ---- Other outputs ---------------------------------------------------------------------------

const researchOutputSchema = z.object({
  grounding: groundingSchema,
  label: z.string(),
  answer: z.string(),
  citations: z.array(
    z.object({
      n: z.number().int(),
      title: z.string(),
      subtopicId: z.string().nullable(),
      references: z.array(z.string()),
    }),
  ),
  limits: z.array(z.string()),
});
export type ResearchOutput = z.infer<typeof researchOutputSchema>;

const mindmapRunOutputSchema = z.object({ mindmapId: z.string() });

// ---- The table -------------------------------------------------------------------------------

export interface ToolDefinition {
  id: ToolId;
  name: string;
  /** The page that opens it (route table). */
  route: string;
  /** The economy table's row (its cost, its ledger name). */
  costKey: AiToolKey;
  /** Null: every plan; else the premium feature a plan must include. */
  planGate: PremiumFeature | null;
  input: z.ZodType;
  output: z.ZodType;
  /** What the embedded default (no model configured) does, shown before the user commits. */
  offline: string;
  /** True when the tool does nothing useful without a model: then it refuses and charges nothing. */
  needsModel: boolean;
}

/** A library case tool: a case from the library, open to every plan, marked by its rubric when no model is set. */
const caseTool = (id: ToolId, name: string, route: string, costKey: AiToolKey): ToolDefinition => ({
  id,
  name,
  route,
  costKey,
  planGate: null,
  input: caseStartInputSchema,
  output: caseSessionSchema,
  offline: TOOL_OFFLINE[costKey],
  needsModel: false,
});

export const TOOLS: readonly ToolDefinition[] = [
  caseTool('neurocase', 'NeuroCase', '/neurocase-ai', 'neuroCase'),
  caseTool('gastrocase', 'GastroCase', '/gastrocase-ai', 'gastroCase'),
  caseTool('warddx', 'Ward DX', '/warddx-clinical-reasoning', 'wardDx'),
  {
    id: 'clinical-rounds',
    name: 'Clinical rounds',
    route: '/live-clinical-rounds',
    costKey: 'clinicalRounds',
    planGate: null,
    input: roundsStartInputSchema,
    output: caseSessionSchema,
    offline: TOOL_OFFLINE.clinicalRounds,
    needsModel: false,
  },
  {
    id: 'viva',
    name: 'Practical exam (viva) simulator',
    route: '/practical-exam-simulator',
    costKey: 'viva',
    planGate: null,
    input: topicInputSchema,
    output: vivaSessionSchema,
    offline: TOOL_OFFLINE.viva,
    needsModel: false,
  },
  {
    id: 'case-generator',
    name: 'Advanced case generator',
    route: '/case-generator',
    costKey: 'advancedCaseGenerator',
    planGate: 'advancedCaseGenerator',
    input: caseGeneratorInputSchema,
    output: generatedCaseOutputSchema,
    offline: TOOL_OFFLINE.advancedCaseGenerator,
    needsModel: true,
  },
  {
    id: 'research-assistant',
    name: 'Research assistant',
    route: '/research-assistant',
    costKey: 'researchAssistant',
    planGate: 'researchAssistant',
    input: researchInputSchema,
    output: researchOutputSchema,
    offline: TOOL_OFFLINE.researchAssistant,
    needsModel: true,
  },
  {
    id: 'concept-mapper',
    name: 'Concept mapper',
    route: '/concept-mapper',
    costKey: 'conceptMaker',
    planGate: null,
    input: topicInputSchema,
    output: conceptMapSchema,
    offline: TOOL_OFFLINE.conceptMaker,
    needsModel: false,
  },
  {
    id: 'image-analysis',
    name: 'Image analysis',
    route: '/image-analysis',
    costKey: 'imageAnalyser',
    planGate: null,
    input: imageAnalysisInputSchema,
    output: imageAnalysisOutputSchema,
    offline: TOOL_OFFLINE.imageAnalyser,
    needsModel: true,
  },
  {
    id: 'study-planner',
    name: 'Study planner',
    route: '/study-planner',
    costKey: 'studyPlanner',
    planGate: null,
    input: studyPlannerInputSchema,
    output: z.unknown(),
    offline: TOOL_OFFLINE.studyPlanner,
    needsModel: true,
  },
  {
    id: 'mindmap',
    name: 'Mindmap generator',
    route: '/mindmap-generator',
    costKey: 'mindmap',
    planGate: null,
    input: topicInputSchema,
    output: mindmapRunOutputSchema,
    offline: TOOL_OFFLINE.mindmap,
    needsModel: false,
  },
];

export function toolById(id: ToolId): ToolDefinition {
  const tool = TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`No tool ${id}`);
  return tool;
}
/**
 * What one run of a tool costs on an install with or without a model: the model's price, the
 * library version's (at most 20 Med Coins), or null when the tool is not sold there.
 */
export const toolCost = (id: ToolId, modelConfigured: boolean) => aiToolCost(toolById(id).costKey, modelConfigured);
/** The price beside a tool's button: "20 Med Coins, library version", or that it needs a model. */
export const toolPriceLabel = (cost: number | null, libraryVersion: boolean) =>
  cost === null ? 'needs an AI model' : `${cost} Med Coins${libraryVersion ? ', library version' : ''}`;
/** The XP a finished run pays: half its cost (0 when the tool is not sold). */
export const toolXp = (id: ToolId, modelConfigured: boolean) => aiToolXp(toolCost(id, modelConfigured) ?? 0);

// ---- Calls -----------------------------------------------------------------------------------

export const toolApiPaths = {
  catalogue: '/api/tools',
  runs: '/api/tools/:toolId/runs',
  run: '/api/tools/runs/:runId',
  runPdf: '/api/tools/runs/:runId/pdf',
  runShare: '/api/tools/runs/:runId/share',
  caseActions: '/api/cases/:runId/actions',
  caseFinish: '/api/cases/:runId/finish',
} as const;
export const toolRunsPath = (toolId: ToolId) => `/api/tools/${toolId}/runs`;
export const toolRunPath = (runId: string) => `/api/tools/runs/${encodeURIComponent(runId)}`;
export const caseActionsPath = (runId: string) => `/api/cases/${encodeURIComponent(runId)}/actions`;
export const caseFinishPath = (runId: string) => `/api/cases/${encodeURIComponent(runId)}/finish`;

export const toolParamsSchema = z.object({ toolId: toolIdSchema });
export const runParamsSchema = z.object({ runId: z.uuid({ error: 'That is not a run id.' }) });
export const toolRunRequestSchema = z.object({ input: z.unknown().optional() });

const runStatuses = ['queued', 'running', 'ready', 'finished', 'failed'] as const;
export type RunStatus = (typeof runStatuses)[number];

/** What every view of a run starts with: which run of which tool, and where it is. */
const runHeadShape = { runId: z.string(), toolId: toolIdSchema, status: z.enum(runStatuses) };

const toolRunSummarySchema = z.object({
  ...runHeadShape,
  title: z.string(),
  ...aiChargeShape,
  refunded: z.boolean(),
  score: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ToolRunSummary = z.infer<typeof toolRunSummarySchema>;

export const toolRunReplySchema = successReply({ ...runHeadShape, ...aiChargeShape, output: z.unknown() });
export type ToolRunReply = z.infer<typeof toolRunReplySchema>;

export const toolRunListReplySchema = successReply({ runs: z.array(toolRunSummarySchema) });
export type ToolRunListReply = z.infer<typeof toolRunListReplySchema>;

export const toolCatalogueReplySchema = successReply({
  /** True when an AI model is configured on this server. */
  modelConfigured: z.boolean(),
  /** True when that model can read images. */
  visionConfigured: z.boolean(),
  tools: z.array(
    z.object({
      id: toolIdSchema,
      name: z.string(),
      route: z.string(),
      /** What one run costs on this install; null when it is not sold here (it needs a model). */
      cost: z.number().int().nullable(),
      xp: z.number().int(),
      /** True when the tool runs from the library (no model): its price is the library version's. */
      libraryVersion: z.boolean(),
      planGate: z.string().nullable(),
      offline: z.string(),
      /** False when this server cannot run it (it needs a model that is not configured). */
      runnable: z.boolean(),
    }),
  ),
});
export type ToolCatalogueReply = z.infer<typeof toolCatalogueReplySchema>;

export const toolMessages = {
  insufficientCoins: (balance: number, cost: number) =>
    `Insufficient Med Coins. You have ${balance}, need ${cost}. Earn more by practising, or buy a coin pack.`,
  notYours: 'This session belongs to another account.',
  notFound: 'This session does not exist. Start a new case from the tool’s page.',
  notACase: 'This run is not a case session.',
  finished: 'This case is already marked. Start a new case to practise again.',
  noRunner: 'This tool is not ready on this server yet. Nothing was charged.',
  needsModel: (tool: string) =>
    `${tool} needs an AI model, and none is configured on this server. Nothing was charged.`,
  needsVisionModel:
    'Image analysis needs a vision-capable AI model, and none is configured on this server. Nothing was charged.',
  modelFailed: (tool: string) =>
    `${tool}: the AI model did not give a usable answer. Your Med Coins were refunded; please try again.`,
  noCases: 'The library has no cases for this tool yet. Nothing was charged.',
  nothingFound: (kind: string) =>
    kind === 'history'
      ? 'The patient has nothing to add about that. Try another question, or choose one from the list.'
      : kind === 'examination'
        ? 'Nothing abnormal or relevant found there. Try another system, or choose one from the list.'
        : 'That test was not done for this patient. Choose one from the list, or order another.',
  /** An investigation the case does not hold: said so, with what was done instead (never another test's result). */
  notDoneInThisCase: (asked: string, instead: readonly string[]) =>
    `${asked}: not done in this case.${instead.length > 0 ? ` Done instead: ${instead.join('; ')}.` : ''}`,
  recorded: (kind: string) => `Recorded your ${kind}. It is marked when you finish the case.`,
  offlineMarkingLabel: 'Marked offline by the case rubric’s key terms and synonyms (no AI model)',
  modelMarkingLabel: 'Marked by the AI model against the case rubric',
  researchLimitsOffline:
    'These are the library’s own revision notes, not a systematic review: check the cited sources before relying on a figure.',
  researchNothing: 'The library has nothing on this question, so no evidence is offered.',
};
