import type { PreparationGuide } from '../preparation-guides';

export const NEET_PG_GUIDE: PreparationGuide = {
  path: '/neet-pg-preparation',
  title: 'NEET PG preparation',
  lead: 'NEET PG covers the whole MBBS curriculum in one sitting. Preparing for it is less about one more book and more about covering everything, revising it several times and practising under exam conditions.',
  about: [
    'NEET PG is the national entrance exam for MD, MS and PG diploma admissions, conducted by the National Board of Examinations in Medical Sciences (NBEMS). It is a computer-based exam of single-best-answer MCQs spanning pre-clinical, para-clinical and clinical subjects, with many clinical vignettes and image-based questions.',
    'The pattern, marking scheme and dates are set in the NBEMS information bulletin for each session and have changed between years. Read the current bulletin before you plan, and again before the exam.',
  ],
  highYield: [
    {
      area: 'Clinical subjects',
      focus:
        'Medicine, Surgery, Obstetrics and Gynaecology and Pediatrics, largely as clinical vignettes: diagnosis, next best investigation and management.',
    },
    {
      area: 'Community medicine',
      focus:
        'Epidemiology and biostatistics, screening, vaccines and the cold chain, nutrition, and the current national health programmes and their targets.',
    },
    {
      area: 'Pathology, Pharmacology and Microbiology',
      focus:
        'Mechanisms of disease, drug of choice, mechanism of action and adverse effects, organisms with their laboratory diagnosis; these subjects also underpin the clinical questions.',
    },
    {
      area: 'The shorter clinical subjects',
      focus:
        'ENT, Ophthalmology, Dermatology, Psychiatry, Orthopaedics, Anaesthesia and Radiology: focused reading and repeated revision pay off quickly.',
    },
    {
      area: 'Pre-clinical subjects',
      focus:
        'Anatomy, Physiology and Biochemistry, learnt for their clinical application rather than as isolated facts.',
    },
    {
      area: 'Forensic medicine',
      focus:
        'Injuries, postmortem changes, toxicology and medical law. India’s new criminal laws (BNS, BNSS and BSA) replaced the IPC, CrPC and Evidence Act in 2024: learn the new provisions alongside the old section numbers.',
    },
    {
      area: 'Images',
      focus:
        'X-rays and CT scans, ECGs, clinical photographs in dermatology and ophthalmology, histopathology slides, instruments and specimens.',
    },
    {
      area: 'Recent guidelines',
      focus:
        'Current national programme guidelines and recent changes in standard treatment, which older notes may miss.',
    },
  ],
  tools: [
    {
      tool: 'studyPlanner',
      how: 'Build a day-wise plan from the date you choose, the subjects left and the subjects you find hard.',
    },
    {
      tool: 'mcqPractice',
      how: 'Do subject-wise MCQs every day, and review every explanation, not only the wrong ones.',
    },
    {
      tool: 'revisionTracker',
      how: 'Track revision across the whole syllabus so that every subtopic gets a second and third look.',
    },
    { tool: 'tutorChat', how: 'Clear doubts the day they arise, and ask “why is each other option wrong?”.' },
    { tool: 'imageAnalyser', how: 'Practise image-based questions: read the image yourself, then check.' },
    { tool: 'pearls', how: 'Keep your mistakes as pearls; they become your last-month revision.' },
    { tool: 'mindmap', how: 'Summarise each big topic on one page for quick revision.' },
  ],
  week: [
    {
      day: 'Monday to Thursday',
      plan: 'One subject at a time: read a block of topics each day and finish with MCQs on the same topics.',
    },
    { day: 'Friday', plan: 'Images and recent guidelines for the subject, plus pearls for the week’s mistakes.' },
    { day: 'Saturday', plan: 'Revise an earlier subject from your own mindmaps and pearls (spaced revision).' },
    { day: 'Sunday', plan: 'A timed grand test, then a careful review of every mistake and next week’s plan.' },
  ],
  tips: [
    'Plan at least two full revisions after your first reading; the last revision should take days, not months.',
    'Take full-length tests under timed conditions and analyse them: a test not reviewed is half wasted.',
    'Where the marking scheme has negative marking, avoid blind guesses but do attempt questions you can narrow to two options by reasoning.',
    'Use one main resource per subject; switching sources late costs revision time.',
  ],
};
