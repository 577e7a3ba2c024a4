import type { PreparationGuide } from '../preparation-guides';

export const PEDIATRICS_GUIDE: PreparationGuide = {
  path: '/pediatrics-preparation',
  title: 'Pediatrics preparation',
  lead: 'Children are not small adults: their normal values, milestones, doses and diseases are their own. Pediatrics rewards lists learnt well and a structured approach to the sick child.',
  about: [
    'In the MBBS final professional exam, Pediatrics is tested in theory papers and a clinical exam with cases, including the newborn, growth and development assessment, and a viva on charts, drugs, vaccines and instruments.',
    'In NEET PG, INICET and FMGE, Pediatrics questions are single-best-answer MCQs on growth and development, neonatology, immunisation, nutrition and the common diseases of childhood, often as clinical vignettes.',
  ],
  highYield: [
    {
      area: 'Growth and development',
      focus:
        'Milestones by domain (gross motor, fine motor, language, social), growth charts and their interpretation, and red flags for developmental delay.',
    },
    {
      area: 'Nutrition',
      focus:
        'Breastfeeding and complementary feeding, severe acute malnutrition (WHO criteria and the phases of management), and vitamin A, vitamin D and iron deficiency.',
    },
    {
      area: 'Immunisation',
      focus:
        'The National Immunisation Schedule and the IAP schedule, the cold chain, true contraindications and adverse events following immunisation.',
    },
    {
      area: 'Neonatology',
      focus:
        'Neonatal resuscitation, the APGAR score, physiological versus pathological jaundice and phototherapy, neonatal sepsis, respiratory distress in the newborn, hypoglycaemia, and care of the low-birth-weight baby including kangaroo mother care.',
    },
    {
      area: 'The sick child (IMNCI)',
      focus:
        'General danger signs, assessment and treatment of pneumonia, diarrhoea with dehydration assessment, ORS and zinc, and fever.',
    },
    {
      area: 'Infections',
      focus: 'Measles, diphtheria, pertussis, childhood tuberculosis, dengue, meningitis and congenital infections.',
    },
    {
      area: 'Cardiology',
      focus:
        'Acyanotic (VSD, ASD, PDA) and cyanotic (tetralogy of Fallot, transposition of the great arteries) heart disease, rheumatic fever and Kawasaki disease.',
    },
    {
      area: 'Nephrology',
      focus:
        'Nephrotic syndrome, post-streptococcal glomerulonephritis, urinary tract infection and haemolytic uraemic syndrome.',
    },
    {
      area: 'Genetics, endocrinology and metabolism',
      focus:
        'Down, Turner and Klinefelter syndromes, congenital hypothyroidism, short stature, and the presentation of common inborn errors of metabolism.',
    },
    {
      area: 'Neurology, haematology and oncology',
      focus:
        'Febrile seizures, cerebral palsy and status epilepticus; thalassaemia, immune thrombocytopenia and acute lymphoblastic leukaemia; Wilms tumour and neuroblastoma.',
    },
  ],
  tools: [
    {
      tool: 'tutorChat',
      how: 'Have it quiz you on milestones by age and by domain until you answer without thinking.',
    },
    {
      tool: 'mindmap',
      how: 'Turn the immunisation schedule and the causes of neonatal jaundice into maps you can redraw from memory.',
    },
    {
      tool: 'caseGenerator',
      how: 'Rehearse pediatric cases, including history from a parent and a growth and development assessment.',
    },
    { tool: 'mcqPractice', how: 'Do MCQs topic by topic; neonatology and immunisation repay extra sets.' },
    { tool: 'pearls', how: 'Write pearls for syndromes, classic signs and drug doses that you keep forgetting.' },
    { tool: 'studyPlanner', how: 'Spread the many short topics across your weeks so none is left for the last month.' },
  ],
  week: [
    {
      day: 'Monday',
      plan: 'Growth and development or nutrition: read, then recall milestones or criteria from memory.',
    },
    { day: 'Tuesday', plan: 'Neonatology: one topic in depth, with MCQs.' },
    { day: 'Wednesday', plan: 'One organ system (cardiology, nephrology, neurology…): reading and a case.' },
    { day: 'Thursday', plan: 'Infections and immunisation: MCQs and a redraw of the schedule.' },
    { day: 'Friday', plan: 'Genetics, endocrinology or haematology: reading and pearls.' },
    { day: 'Saturday', plan: 'Revise the week from your mindmaps and pearls; one long case aloud.' },
    { day: 'Sunday', plan: 'A mixed test, a mistake review and next week’s plan. Rest the remaining time.' },
  ],
  tips: [
    'Learn drug doses per kilogram for common emergencies; questions often test them.',
    'Know normal values by age (heart rate, respiratory rate, blood pressure) before you learn the abnormal.',
    'Follow the current national and IAP guidelines for schedules and treatment; older books may be out of date.',
  ],
};
