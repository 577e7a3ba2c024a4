/**
 * A signed-in student's pages, second part of the table: the tutor, the PDF viewer, the AI tools
 * (cases, mindmaps, research, viva), revision, flashcards, pearls, offline notes and the library.
 */
import { type AppRoute, app } from './route.ts';

export const TOOLS_AND_LIBRARY_PAGES: readonly AppRoute[] = [
  {
    ...app('/premium-chat', 'Premium chat', 'Premium AI tutor chat.', 'Premium chat'),
    page: 'tutor/premium-chat-page',
  },
  {
    ...app('/medai-study-tool', 'MedAI study tool', 'The AI study tool.', 'AI study tools'),
    page: 'tutor/study-tool-page',
  },
  { ...app('/pdf-viewer/:type/:pdfId', 'PDF viewer', 'Read a PDF.', 'PDF viewer'), page: 'notes/notes-page' },
  { ...app('/simple-pdf-viewer/:type/:pdfId', 'PDF viewer', 'Read a PDF.', 'PDF viewer'), page: 'notes/notes-page' },
  { ...app('/virtual-pdf-test', 'PDF test', 'PDF viewer test.', 'PDF viewer'), page: 'notes/notes-page' },
  {
    ...app('/concept-mapper', 'Concept mapper', 'Build concept maps with AI.', 'Concept maker', true),
    page: 'cases/concept-mapper-page',
  },
  {
    ...app(
      '/api-documentation',
      'API documentation',
      'Documentation for the AI services the app uses.',
      'Documentation hub',
    ),
    page: 'documentation/api-documentation-page',
  },
  {
    ...app('/medical-mindmap-ai', 'Mind Mapper AI', 'Mindmaps for medical topics.', 'Mindmaps'),
    page: 'mindmaps/mindmap-generator-page',
  },
  {
    ...app('/mindmap-generator', 'Mindmap generator', 'Generate a mindmap for any medical topic.', 'Mindmaps'),
    page: 'mindmaps/mindmap-generator-page',
  },
  {
    ...app('/case-generator', 'Advanced case generator', 'Generate clinical cases.', 'Advanced case generator'),
    page: 'cases/case-generator-page',
  },
  {
    ...app('/research-assistant', 'Research assistant', 'An AI research assistant.', 'Research assistant'),
    page: 'cases/research-assistant-page',
  },
  {
    ...app('/study-planner', 'Study planner', 'Plan your study with AI.', 'Study planner', true),
    page: 'study-plans/study-planner-page',
  },
  {
    ...app('/practical-exam-simulator', 'Practical exam simulator', 'Rehearse practical exams.', 'Exam simulator'),
    page: 'cases/viva-page',
  },
  {
    ...app(
      '/live-clinical-rounds',
      'Live clinical rounds',
      'Clinical rounds with an AI consultant.',
      'Clinical rounds',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app(
      '/live-clinical-rounds-original',
      'Live clinical rounds (classic)',
      'The classic clinical rounds.',
      'Clinical rounds',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app('/clinical-rounds-simulator', 'Clinical rounds simulator', 'Simulated clinical rounds.', 'Clinical rounds'),
    page: 'cases/case-tool-page',
  },
  {
    ...app('/image-analysis', 'Image analysis', 'Analyse clinical images with AI.', 'Image analyser'),
    page: 'cases/image-analysis-page',
  },
  {
    ...app(
      '/warddx-clinical-reasoning',
      'Ward DX clinical reasoning',
      'Clinical reasoning practice on ward cases.',
      'Ward DX',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app(
      '/neurocase-ai',
      'NeuroCase AI',
      'Neurology cases from the library, marked against each case’s rubric.',
      'NeuroCase AI',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app(
      '/gastrocase-ai',
      'GastroCase AI',
      'Gastroenterology cases from the library, marked against each case’s rubric.',
      'GastroCase AI',
    ),
    page: 'cases/case-tool-page',
  },
  {
    ...app('/augchatbase', 'AI tutor chat', 'Your 24x7 AI medical tutor.', 'AI tutor chat', true),
    page: 'tutor/tutor-page',
  },
  { ...app('/chatbase-test', 'Chat test', 'AI chat test page.', 'AI tutor chat'), page: 'tutor/chatbase-test-page' },
  {
    ...app('/chatbase-contacts', 'Chat contacts', 'Your chat contacts.', 'AI tutor chat'),
    page: 'tutor/chatbase-contacts-page',
  },
  {
    ...app('/app-diagnostic', 'App diagnostics', 'Checks on your device and connection.', 'Diagnostics'),
    page: 'diagnostics/app-diagnostics-page',
  },
  {
    ...app(
      '/smart-revision-tracker',
      'Smart revision tracker',
      'Track revision of all 745 subtopics.',
      'Revision tracker',
    ),
    page: 'revision/smart-revision-tracker-page',
  },
  {
    ...app(
      '/flashcards',
      'Flashcards',
      'Cards from the library, from your mistakes and your own, on one schedule that knows your exam date.',
      'Flashcards',
    ),
    page: 'flashcards/flashcards-page',
  },
  {
    ...app('/flashcards/review', 'Review flashcards', 'The cards due now, one at a time.', 'Flashcards'),
    page: 'flashcards/flashcard-review-page',
  },
  {
    ...app('/topic-tracker', 'Topic tracker', 'Track topics you have covered.', 'Revision tracker'),
    page: 'revision/topic-tracker-page',
  },
  { ...app('/create-pearl', 'Create a pearl', 'Write a high-yield pearl.', 'Pearls'), page: 'pearls/pearls-page' },
  { ...app('/view-pearl', 'Pearl', 'Read a pearl.', 'Pearls'), page: 'pearls/pearls-page' },
  { ...app('/full-page-pearl', 'Pearl', 'Read a pearl full page.', 'Pearls'), page: 'pearls/pearls-page' },
  { ...app('/pearls-list', 'Pearls', 'All pearls.', 'Pearls'), page: 'pearls/pearls-page' },
  {
    ...app('/offline-notes', 'Offline notes', 'Notes you downloaded to read offline.', 'Offline notes'),
    page: 'offline/offline-notes-page',
  },
  {
    ...app(
      '/library',
      'Medical library',
      'The NEET PG syllabus: 19 subjects, 745 subtopics, notes and questions.',
      'Library',
    ),
    page: 'library/library-page',
  },
  {
    ...app('/library/:subjectId', 'Library subject', "A subject's topics and subtopics.", 'Library'),
    page: 'library/library-subject-page',
  },
  {
    ...app(
      '/library/subtopic/:subtopicId',
      'Library subtopic',
      "A subtopic's high-yield points and references.",
      'Library',
    ),
    page: 'library/library-subtopic-page',
  },
];
