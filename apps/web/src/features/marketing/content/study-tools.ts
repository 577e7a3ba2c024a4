import { type AiToolKey, aiToolCost } from '@medsutra/contract/economy/table';
import { paths } from '@medsutra/contract/routes';
import { TOOL_OFFLINE, TUTOR_OFFLINE } from '@medsutra/contract/tools/offline';

export type StudyToolId =
  | 'tutorChat'
  | 'neuroCase'
  | 'gastroCase'
  | 'wardDx'
  | 'conceptMaker'
  | 'mindmap'
  | 'studyPlanner'
  | 'mcqPractice'
  | 'revisionTracker'
  | 'pearls'
  | 'notesStore'
  | 'notesMarketplace'
  | 'medstagram'
  | 'imageAnalyser'
  | 'caseGenerator'
  | 'researchAssistant';

export interface StudyTool {
  name: string;
  /** Where the tool lives; signed-out visitors are asked to sign in first. */
  path: string;
  summary: string;
  /** The tool's Med Coin cost in the contract, when it has one. */
  costKey?: AiToolKey;
  /** Part of the paid plans rather than the free one. */
  premium?: boolean;
  /** What it does on a server without an AI model, when that differs from the summary. */
  withoutModel?: string;
}

/*
 * Paths the contract's `paths` map does not name yet are written here once, copied from its
 * APP_ROUTES table, so that every marketing page links to the same place.
 */
export const STUDY_TOOLS: Record<StudyToolId, StudyTool> = {
  tutorChat: {
    name: '24x7 AI tutor chat',
    path: '/augchatbase',
    summary:
      'Ask a question the way you would ask a senior: a mechanism, a differential, why an option is wrong. Follow-up questions keep the context.',
    withoutModel: TUTOR_OFFLINE,
  },
  neuroCase: {
    name: 'NeuroCase AI',
    path: paths.neuroCaseAi,
    summary:
      'Neurology cases from the MedSutra library: ask for the history, examination and tests, commit to a diagnosis, and be marked against the case’s rubric (by an AI model where the server has one).',
    costKey: 'neuroCase',
  },
  gastroCase: {
    name: 'GastroCase AI',
    path: paths.gastroCaseAi,
    summary:
      'Gastroenterology and hepatology cases: history, examination, investigations and management, step by step.',
    costKey: 'gastroCase',
  },
  wardDx: {
    name: 'Ward DX clinical reasoning',
    path: paths.wardDx,
    summary: 'Ward cases where you build a differential diagnosis, choose investigations and defend your reasoning.',
    costKey: 'wardDx',
  },
  conceptMaker: {
    name: 'Concept maker',
    path: '/concept-mapper',
    summary: 'Turns a topic into a concept map that links causes, mechanisms, features and treatment.',
    costKey: 'conceptMaker',
  },
  mindmap: {
    name: 'Mindmap generator',
    path: paths.mindmapGenerator,
    summary: 'A one-page mindmap of a topic with a PDF you can keep, print or share on Medstagram.',
    costKey: 'mindmap',
  },
  studyPlanner: {
    name: 'Study planner',
    path: '/study-planner',
    summary: 'A day-wise plan built from your exam, the time you have and the subjects you find hard.',
    costKey: 'studyPlanner',
  },
  mcqPractice: {
    name: 'MCQ practice',
    path: '/mcqsolving',
    summary: 'Subject-wise MCQs with explanations, so each wrong answer becomes something you revise.',
  },
  revisionTracker: {
    name: 'Smart revision tracker',
    path: '/smart-revision-tracker',
    summary:
      'The syllabus split into revision subtopics, each brought back on a schedule: read its note or pass a short check, rate how it went, and see when it returns.',
  },
  pearls: {
    name: 'Pearls',
    path: paths.pearls,
    summary: 'Short high-yield notes written by students: one fact, one trap, one mnemonic at a time.',
  },
  notesStore: {
    name: 'Notes store',
    path: paths.myNotes,
    summary: 'Your notes and PDFs in one place, with a PDF viewer, Google Drive import and offline copies.',
  },
  notesMarketplace: {
    name: 'Notes marketplace',
    path: '/stores/browse',
    summary: 'Buy notes other students made, or sell your own.',
  },
  medstagram: {
    name: 'Medstagram',
    path: paths.medstagram,
    summary: 'A study feed for mindmaps, notes and pearls instead of holiday photos.',
  },
  imageAnalyser: {
    name: 'Image analyser',
    path: paths.imageAnalysis,
    summary: 'Upload an X-ray, ECG, slide or clinical photo and compare your own reading with a structured one.',
    costKey: 'imageAnalyser',
  },
  caseGenerator: {
    name: 'Advanced case generator',
    path: '/case-generator',
    summary: 'Long clinical cases on the topic you choose, for viva and case-based MCQ practice.',
    costKey: 'advancedCaseGenerator',
    premium: true,
  },
  researchAssistant: {
    name: 'Research assistant',
    path: '/research-assistant',
    summary: 'Helps you plan a thesis question, structure a review and understand a paper you are reading.',
    costKey: 'researchAssistant',
    premium: true,
  },
};

/** What the tool does on a server without an AI model, when that differs from its summary; else null. */
export function studyToolWithoutModel(tool: StudyTool): string | null {
  return tool.withoutModel ?? (tool.costKey ? TOOL_OFFLINE[tool.costKey] : null);
}

/**
 * A tool's price as this install sells it (decision 122): the table's price with an AI model; the
 * library version's without one; or that it needs a model and is not sold here.
 */
export function studyToolPrice(costKey: AiToolKey, aiModel: boolean): string {
  const cost = aiToolCost(costKey, aiModel);
  if (cost === null) return costKey === 'studyPlanner' ? 'Free formula plan on this server' : 'Needs an AI model';
  return `${cost} Med Coins a use${aiModel ? '' : ', library version'}`;
}
