/**
 * What the viva simulator, the concept mapper, the case generator and image analysis take and
 * give back (the tool table in `tools/api.ts` points at these schemas).
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { mindmapTreeSchema } from '../mindmaps/api.ts';
import { text } from '../text.ts';

/** Who did the work: the embedded offline engine (library cases, rubric terms) or the AI model. */
export const engineSchema = z.enum(['offline', 'model']);
/** A tool session that is still going or is over. */
export const sessionStatusSchema = z.enum(['active', 'finished']);
/** How a viva answer came in. */
const answerModeSchema = z.enum(['typed', 'voice']);

// ---- Concept mapper --------------------------------------------------------------------------

const conceptNodeKinds = ['topic', 'subject', 'subtopic', 'fact', 'question'] as const;
export const conceptMapSchema = z.object({
  topic: z.string(),
  nodes: z.array(z.object({ id: z.string(), label: z.string(), kind: z.enum(conceptNodeKinds) })),
  /** Every link is labelled ("is part of", "high-yield point", "tested by", "shares the idea"). */
  links: z.array(z.object({ from: z.string(), to: z.string(), label: z.string() })),
  /** The same map as a mindmap tree (links from the centre outwards), for the mindmap viewer and PDF. */
  tree: mindmapTreeSchema,
  /** Links that join two branches (not from the centre): shown beside the tree, labelled. */
  crossLinks: z.array(z.object({ from: z.string(), to: z.string(), label: z.string() })),
  references: z.array(z.string()),
  label: z.string(),
});
export type ConceptMap = z.infer<typeof conceptMapSchema>;
export const conceptMapPdfPath = (runId: string) => `/api/tools/runs/${encodeURIComponent(runId)}/pdf`;

// ---- Viva simulator --------------------------------------------------------------------------

export const VIVA_ANSWER_MAX = 1000;
const vivaQuestionSchema = z.object({
  n: z.number().int(),
  question: z.string(),
  /** True for the examiner's follow-up on the previous answer. */
  followUp: z.boolean(),
});
const vivaTurnSchema = z.object({
  question: vivaQuestionSchema,
  answer: z.string(),
  by: answerModeSchema,
  at: z.string(),
});
const vivaResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  strengths: z.array(z.string()),
  gaps: z.array(z.string()),
  references: z.array(z.string()),
  markedBy: engineSchema,
  label: z.string(),
});
export type VivaResult = z.infer<typeof vivaResultSchema>;
export const vivaSessionSchema = z.object({
  runId: z.string(),
  topic: z.string(),
  status: sessionStatusSchema,
  /** Where the questions come from: a library case (offline) or the model. */
  askedBy: engineSchema,
  label: z.string(),
  current: vivaQuestionSchema.nullable(),
  turns: z.array(vivaTurnSchema),
  total: z.number().int(),
  result: vivaResultSchema.nullable(),
});
export type VivaSession = z.infer<typeof vivaSessionSchema>;
export const vivaAnswerRequestSchema = z.object({
  text: text()
    .trim()
    .min(1, 'Please say or type your answer.')
    .max(VIVA_ANSWER_MAX, `Keep the answer to ${VIVA_ANSWER_MAX} characters.`),
  by: answerModeSchema.default('typed'),
});
export type VivaAnswerRequest = z.infer<typeof vivaAnswerRequestSchema>;
export const vivaReplySchema = successReply({ session: vivaSessionSchema });
export type VivaReply = z.infer<typeof vivaReplySchema>;
export const vivaApiPaths = { answers: '/api/viva/:runId/answers', finish: '/api/viva/:runId/finish' } as const;
export const vivaAnswerPath = (runId: string) => `/api/viva/${encodeURIComponent(runId)}/answers`;
export const vivaFinishPath = (runId: string) => `/api/viva/${encodeURIComponent(runId)}/finish`;

// ---- Case generator --------------------------------------------------------------------------

/** A case a model wrote, in the library's staged format (validated against its schema). */
export const generatedCaseOutputSchema = z.object({
  caseId: z.string(),
  title: z.string(),
  area: z.string(),
  presentation: z.string(),
  /** The whole case: the user's own, so it is shown (it is not a quiz until it is shared). */
  case: z.unknown(),
  model: z.string(),
  label: z.string(),
  sharedAt: z.string().nullable(),
});
export type GeneratedCaseOutput = z.infer<typeof generatedCaseOutputSchema>;

export const caseShareReplySchema = successReply({
  caseId: z.string(),
  sharedAt: z.string(),
  xpAwarded: z.number().int(),
});
export type CaseShareReply = z.infer<typeof caseShareReplySchema>;
export const caseSharePath = (runId: string) => `/api/tools/runs/${encodeURIComponent(runId)}/share`;

// ---- Image analysis --------------------------------------------------------------------------

export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const imageAnalysisOutputSchema = z.object({
  findings: z.string(),
  safety: z.string(),
  model: z.string(),
  label: z.string(),
  image: z.object({ type: z.enum(['image/jpeg', 'image/png']), bytes: z.number().int() }),
});
export type ImageAnalysisOutput = z.infer<typeof imageAnalysisOutputSchema>;

export const toolOutputMessages = {
  conceptLabel: 'From the MedSutra library (offline): a concept map of the library’s own notes and questions',
  conceptUnknown: (topic: string) =>
    `The library has no subtopic called “${topic}”. Try the name of a subtopic (for example “Diabetic ketoacidosis”). Nothing was charged.`,
  conceptNoPdf: 'Only a finished concept map can be printed as a PDF.',
  vivaOfflineLabel:
    'Offline viva: the examiner asks from a MedSutra library case and marks by its rubric’s key terms (no AI model)',
  vivaModelLabel: 'The AI examiner asks and follows up on a MedSutra library case, and marks you against its rubric',
  vivaNoteOfflineLabel:
    'Offline viva: the examiner asks from the MedSutra library’s note on your topic and marks by its points (no AI model)',
  vivaUnknownTopic: (topic: string) =>
    `The library has nothing on “${topic}” for a viva yet: no case and no note. Try a diagnosis or a subtopic’s name (for example “seizure” or “nephrotic syndrome”). Nothing was charged.`,
  vivaNotYours: 'This viva belongs to another account.',
  vivaNotViva: 'This run is not a viva.',
  vivaFinished: 'This viva is over. Start a new one to practise again.',
  vivaNoQuestion: 'The examiner has no more questions. Finish the viva to see your result.',
  generatedLabel: 'Written by an AI model in the library’s case format and checked against its schema — verify it',
  caseNotShareable: 'Only a case the generator wrote and saved can be shared.',
  caseAlreadyShared: 'This case is already shared.',
  conceptMapNotShareable: 'Only a finished concept map can be shared.',
  conceptMapAlreadyShared: 'This concept map is already shared on Medstagram.',
  imageSafety:
    'For learning only: an AI description of an image is not a diagnosis. Never use it for a patient’s care; ask a qualified doctor.',
  imageLabel: 'Described by a vision-capable AI model — not from the MedSutra library, verify it',
  imageNotImage: 'Please choose a JPEG or PNG image (the file’s content is checked, not only its name).',
  imageTooLarge: (mb: number) => `The image is too large: at most ${mb} MB.`,
  imageMissing: 'Please choose an image to analyse.',
};
