/**
 * What each AI tool does on an install without a model (the embedded default), by its economy
 * key: shown on the tool's page before a run (the catalogue) and on the feature pages. Apart from
 * api.ts, whose schemas the feature pages need not carry.
 */
import type { AiToolKey } from '../economy/table.ts';

/** Short ward cases in one clinical-rounds session. */
export const CLINICAL_ROUNDS_CASES = 3;

const caseOffline =
  'Without an AI model: a case from the MedSutra library, its findings revealed as you ask, and marking by the case rubric’s key terms and synonyms (labelled offline). A model marks your free text more flexibly.';

export const TOOL_OFFLINE: Readonly<Record<AiToolKey, string>> = {
  neuroCase: caseOffline,
  gastroCase: caseOffline,
  wardDx: caseOffline,
  clinicalRounds: `${CLINICAL_ROUNDS_CASES} short ward cases from the library one after another, with a running score. ${caseOffline}`,
  viva: 'Without an AI model the examiner asks from a library case, follows up on what you missed, and marks by the rubric’s key terms (labelled offline). A model asks and follows up in its own words.',
  advancedCaseGenerator: 'Writing a new case needs an AI model. Without one it says so and charges nothing.',
  researchAssistant:
    'Research needs an AI model to read and weigh the evidence. Without one it is not sold: the free AI tutor finds the library’s passages on a question, each cited.',
  conceptMaker:
    'Without an AI model: a concept map of the library’s notes and questions on a subtopic, with labelled links, viewable as a mindmap and printable as a PDF.',
  imageAnalyser: 'Describing an image needs a vision-capable AI model. Without one it says so and charges nothing.',
  studyPlanner:
    'Without an AI model the study planner page runs the formula planner, says so, and charges nothing; this tool itself needs a model.',
  mindmap: 'Without an AI model: a mindmap composed from the library’s notes on the topic (labelled offline).',
};

/** The AI tutor, which is free and not a tool of the catalogue. */
export const TUTOR_OFFLINE =
  'Without an AI model: answers from the MedSutra library’s notes and questions, each passage cited and labelled as from the library; a question the library does not cover is not answered from memory.';
