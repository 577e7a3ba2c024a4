export const NEURO_CASE_LEAD =
  'Neurology cases from the MedSutra library. You take the history, ask for the examination findings, localise the lesion and commit to a diagnosis; the marking against the case’s rubric shows what you found and what you missed, the way a viva examiner would (an AI model marks your free text where the server has one).';

export const NEURO_CASE_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Meet the patient',
    text: 'The case opens with a presenting complaint. Ask the history questions you would ask on the ward: onset, progression, associated symptoms, past and family history.',
  },
  {
    title: 'Examine',
    text: 'Ask for the findings you want: higher functions, cranial nerves, motor and sensory system, reflexes, cerebellar signs, gait.',
  },
  {
    title: 'Localise',
    text: 'Say where the lesion is before naming a disease: cortex, subcortex, brainstem, spinal cord, root, plexus, nerve, neuromuscular junction or muscle. The examiner asks you to justify it.',
  },
  {
    title: 'Diagnose and manage',
    text: 'Give the most likely cause and your differentials, the investigations that would settle it and the initial management.',
  },
  {
    title: 'Get feedback',
    text: 'At the end the examiner reviews your reasoning: what you got right, what you missed and what to read next.',
  },
];

export const NEURO_CASE_AUDIENCE: readonly string[] = [
  'Final-year students preparing for the Medicine long case, short cases and viva.',
  'NEET PG, INICET and FMGE aspirants who want neurology vignettes to feel familiar.',
  'Interns and residents who want to keep their localisation sharp.',
];

export const NEURO_CASE_HONESTY =
  'NeuroCase is a study aid, not medical advice: never use it for a real patient. If the AI service is unavailable, any outline shown instead is clearly labelled as an offline outline.';
