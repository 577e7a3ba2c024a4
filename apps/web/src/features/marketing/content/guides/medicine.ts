import type { PreparationGuide } from '../preparation-guides';

export const MEDICINE_GUIDE: PreparationGuide = {
  path: '/medicine-preparation',
  title: 'General Medicine preparation',
  lead: 'Medicine ties everything you learnt in the first years to the patient in front of you. Learn it system by system, and practise reasoning through cases as much as reading.',
  about: [
    'In the MBBS final professional exam, Medicine is tested in theory papers and in the clinical exam: a long case, short cases and a viva, where you are expected to take a history, examine, present your findings and defend a diagnosis.',
    'In NEET PG, INICET and FMGE, Medicine questions are mostly single-best-answer MCQs, many written as clinical vignettes: a short history with examination or lab findings, followed by a question about the diagnosis, the next investigation or the treatment.',
  ],
  highYield: [
    {
      area: 'Cardiology',
      focus:
        'ECG reading (rate, rhythm, axis, infarct localisation, hyperkalaemia), acute coronary syndromes, heart failure, murmurs of valvular disease, infective endocarditis (modified Duke criteria) and rheumatic fever (revised Jones criteria).',
    },
    {
      area: 'Respiratory medicine',
      focus:
        'Asthma and COPD step-wise treatment, tuberculosis diagnosis and treatment under the National TB Elimination Programme, pneumonia severity scoring, pleural effusion (Light’s criteria) and pneumothorax.',
    },
    {
      area: 'Kidneys, fluids and acid–base',
      focus:
        'Step-wise acid–base analysis with anion gap and compensation, hyponatraemia and hyperkalaemia management, AKI versus CKD, and nephritic versus nephrotic syndrome.',
    },
    {
      area: 'Endocrinology',
      focus:
        'Diabetes diagnosis, DKA and hyperosmolar state management, complications and drug classes; thyroid function patterns; Cushing’s syndrome, Addison’s disease and phaeochromocytoma; calcium disorders.',
    },
    {
      area: 'Neurology',
      focus:
        'Localising the lesion, stroke syndromes and acute stroke care, epilepsy and status epilepticus, CSF patterns in meningitis, Guillain–Barré syndrome, myasthenia gravis and Parkinson’s disease.',
    },
    {
      area: 'Gastroenterology and hepatology',
      focus:
        'Hepatitis B serology, complications of cirrhosis (ascites, spontaneous bacterial peritonitis, varices, hepatic encephalopathy), upper GI bleeding, inflammatory bowel disease and Wilson’s disease.',
    },
    {
      area: 'Haematology',
      focus:
        'Approach to anaemia using MCV, the peripheral smear and iron studies; haemolytic anaemias, thalassaemia and sickle cell disease; leukaemias and lymphomas; bleeding disorders by PT and aPTT pattern.',
    },
    {
      area: 'Infections common in India',
      focus:
        'Malaria, dengue with its warning signs, enteric fever, leptospirosis and scrub typhus; HIV with its opportunistic infections and the basics of antiretroviral therapy.',
    },
    {
      area: 'Rheumatology',
      focus:
        'Autoantibodies and what they point to, SLE, rheumatoid arthritis, gout, spondyloarthritis and vasculitis.',
    },
    {
      area: 'Poisoning and emergencies',
      focus:
        'Organophosphate poisoning (atropine and pralidoxime), snakebite and anti-snake venom, paracetamol overdose, anaphylaxis and shock.',
    },
  ],
  tools: [
    {
      tool: 'tutorChat',
      how: 'Ask for the mechanism behind a finding, then ask it to quiz you on the topic you just read.',
    },
    { tool: 'wardDx', how: 'Work ward cases end to end and present them aloud, as you would a long case.' },
    { tool: 'neuroCase', how: 'Practise localising neurological lesions before naming the disease.' },
    { tool: 'gastroCase', how: 'Reason through jaundice, GI bleeding and liver disease cases step by step.' },
    {
      tool: 'imageAnalyser',
      how: 'Read ECGs, chest X-rays and smears yourself first, then compare with the analysis.',
    },
    { tool: 'mcqPractice', how: 'Finish each system with MCQs; turn every mistake into a pearl.' },
    { tool: 'revisionTracker', how: 'Tick off subtopics as you revise so the untouched ones stand out.' },
  ],
  week: [
    { day: 'Monday', plan: 'Read the core topics of one system; close the book and recall the key points.' },
    { day: 'Tuesday', plan: 'MCQs on that system with explanations; write pearls for your mistakes.' },
    { day: 'Wednesday', plan: 'Two or three cases from the same system in Ward DX or a case tool; present one aloud.' },
    { day: 'Thursday', plan: 'Start the next system: reading and recall.' },
    { day: 'Friday', plan: 'MCQs and images (ECGs, X-rays, smears) for the new system.' },
    { day: 'Saturday', plan: 'Revise the previous week’s system from your own mindmaps and pearls.' },
    {
      day: 'Sunday',
      plan: 'A mixed test, a review of mistakes, and next week’s plan in the study planner. Rest the remaining time.',
    },
  ],
  tips: [
    'For the clinical exam, practise presenting a case in a fixed order and finishing with a provisional diagnosis and differentials.',
    'Learn emergency management as sequences: what you do first, second and third.',
    'Use a standard textbook and current national guidelines as your reference when an AI answer and your notes disagree.',
  ],
};
