import type { PreparationGuide } from '../preparation-guides';

export const INICET_GUIDE: PreparationGuide = {
  path: '/inicet-preparation',
  title: 'INICET preparation',
  lead: 'INICET uses the same MBBS syllabus as NEET PG but often asks about a concept from an unexpected angle. Depth, clinical application and recent advances matter more than one-line recall.',
  about: [
    'The Institute of National Importance Combined Entrance Test (INI-CET) is conducted by AIIMS, New Delhi, for postgraduate admissions to the AIIMS institutes and other Institutes of National Importance such as JIPMER, PGIMER Chandigarh and NIMHANS.',
    'It is a computer-based MCQ exam covering the whole MBBS curriculum. Recent papers have included formats beyond the single best answer, such as match-the-following. The pattern, marking scheme and dates are set in the AIIMS prospectus for each session: read the current one before you plan.',
  ],
  highYield: [
    {
      area: 'Concepts in depth',
      focus:
        'Mechanisms and pathophysiology rather than isolated facts, so that you can answer a question you have never seen on a topic you know well.',
    },
    {
      area: 'Clinical application',
      focus:
        'Vignettes where you choose the next step in management, across Medicine, Surgery, Obstetrics and Gynaecology and Pediatrics.',
    },
    {
      area: 'Recent advances',
      focus:
        'New drugs and their mechanisms, updated guidelines and recent changes to national programmes, read from current sources.',
    },
    {
      area: 'Images and specimens',
      focus: 'Radiology, clinical photographs, histopathology, ECGs and instruments.',
    },
    {
      area: 'Pre- and para-clinical subjects',
      focus:
        'Applied anatomy, physiology, biochemistry, pathology, pharmacology and microbiology: often the most conceptual questions in the paper.',
    },
    {
      area: 'Previous INICET and AIIMS papers',
      focus: 'Study which concepts they return to and how they frame questions, rather than memorising the answers.',
    },
  ],
  tools: [
    { tool: 'tutorChat', how: 'Ask “why” and “what if” about each topic until you can explain it without notes.' },
    {
      tool: 'researchAssistant',
      how: 'Understand a new guideline or landmark trial you come across while reading recent advances.',
    },
    {
      tool: 'caseGenerator',
      how: 'Practise multi-step clinical reasoning on cases that do not follow the textbook order.',
    },
    { tool: 'imageAnalyser', how: 'Read images yourself first, then check against a structured reading.' },
    {
      tool: 'conceptMaker',
      how: 'Link mechanisms across subjects, for example a drug’s mechanism to its adverse effects.',
    },
    { tool: 'mcqPractice', how: 'Daily MCQs; for each question, explain why the other options are wrong.' },
    { tool: 'revisionTracker', how: 'Make sure every subtopic is revised, not only the familiar ones.' },
  ],
  week: [
    {
      day: 'Monday to Wednesday',
      plan: 'One subject in depth: read for mechanisms, then MCQs and a concept map for the hardest topic.',
    },
    { day: 'Thursday', plan: 'Recent advances and guidelines in the same subject.' },
    { day: 'Friday', plan: 'Images and clinical cases across subjects.' },
    { day: 'Saturday', plan: 'Spaced revision of an earlier subject from your own notes and pearls.' },
    { day: 'Sunday', plan: 'A timed test in the current INICET format, a mistake review and next week’s plan.' },
  ],
  tips: [
    'If you are preparing for both NEET PG and INICET, one plan serves both: add depth and recent advances rather than a second syllabus.',
    'Practise the question formats in the current prospectus so that they do not surprise you on the day.',
    'Keep a list of the topics where you could not explain the mechanism, and go back to them each week.',
  ],
};
