import type { PreparationGuide } from '../preparation-guides';

export const SURGERY_GUIDE: PreparationGuide = {
  path: '/surgery-preparation',
  title: 'General Surgery preparation',
  lead: 'Surgery rewards clear anatomy, a system for the acute patient and a good eye for specimens, instruments and X-rays. Build all three together.',
  about: [
    'In the MBBS final professional exam, Surgery is tested in theory papers and a clinical exam with long and short cases, followed by a viva on instruments, specimens, X-rays and operative procedures.',
    'In NEET PG, INICET and FMGE, Surgery questions are single-best-answer MCQs, often clinical vignettes or images, with the specialties (urology, neurosurgery, paediatric, plastic and cardiothoracic surgery) appearing alongside general surgery.',
  ],
  highYield: [
    {
      area: 'Trauma',
      focus:
        'The ATLS primary survey (ABCDE), haemorrhagic shock, head injury and the Glasgow Coma Scale, tension pneumothorax, cardiac tamponade (Beck’s triad) and the role of FAST.',
    },
    {
      area: 'Perioperative care',
      focus:
        'Fluids and electrolytes, blood transfusion, surgical nutrition, surgical site infection and sepsis, wound healing and pre-operative assessment.',
    },
    {
      area: 'Acute abdomen',
      focus:
        'Appendicitis (Alvarado score), intestinal obstruction, hollow viscus perforation, acute pancreatitis and its severity assessment, and mesenteric ischaemia.',
    },
    {
      area: 'Hepatobiliary and pancreas',
      focus:
        'Gallstone disease and acute cholecystitis, the work-up of obstructive jaundice, cholangitis (Charcot’s triad and Reynolds’ pentad), choledochal cysts and periampullary cancer.',
    },
    {
      area: 'Hernia and abdominal wall',
      focus:
        'Anatomy of the inguinal canal, direct versus indirect inguinal hernia, femoral hernia and the complications of hernia.',
    },
    {
      area: 'Breast',
      focus: 'Triple assessment, benign breast disease, staging of breast cancer and the principles of its treatment.',
    },
    {
      area: 'Thyroid and endocrine surgery',
      focus:
        'Evaluation of a thyroid nodule by ultrasound and FNAC (Bethesda categories), thyroid cancers, complications of thyroidectomy (recurrent laryngeal nerve injury, hypocalcaemia) and parathyroid disease.',
    },
    {
      area: 'Gastrointestinal tract',
      focus:
        'Achalasia and oesophageal cancer, complications of peptic ulcer, gastric and colorectal cancer, and anorectal conditions: haemorrhoids, fissure, fistula and abscess.',
    },
    {
      area: 'Urology',
      focus:
        'Urinary stones, benign prostatic hyperplasia, testicular torsion, undescended testis, and renal, bladder, prostate and testicular tumours with their markers.',
    },
    {
      area: 'Vascular surgery and burns',
      focus:
        'Acute and chronic limb ischaemia, varicose veins and their clinical tests, deep vein thrombosis, aneurysms; burns assessment with the rule of nines and fluid resuscitation with the Parkland formula.',
    },
  ],
  tools: [
    {
      tool: 'tutorChat',
      how: 'Ask for the anatomy behind a hernia, a nerve injury or an incision, then have it quiz you.',
    },
    {
      tool: 'caseGenerator',
      how: 'Generate long surgical cases to rehearse history, examination and the plan of management.',
    },
    {
      tool: 'wardDx',
      how: 'Reason through acute abdomen and jaundice cases: differentials first, then investigations.',
    },
    {
      tool: 'imageAnalyser',
      how: 'Practise reading erect abdominal and chest X-rays, and clinical photographs of common lesions.',
    },
    { tool: 'mindmap', how: 'Make one-page maps for topics with many causes, such as obstruction or neck swellings.' },
    {
      tool: 'pearls',
      how: 'Collect eponymous signs, triads and instrument facts as short pearls you can revise quickly.',
    },
    { tool: 'mcqPractice', how: 'Finish each region with MCQs and revise the explanations of what you got wrong.' },
  ],
  week: [
    {
      day: 'Monday',
      plan: 'One region (for example hepatobiliary): anatomy, then the core diseases; recall from memory.',
    },
    { day: 'Tuesday', plan: 'MCQs and images for that region; pearls for each mistake.' },
    { day: 'Wednesday', plan: 'Cases: one long case in the case generator or Ward DX, presented aloud.' },
    { day: 'Thursday', plan: 'Next region: reading and recall.' },
    { day: 'Friday', plan: 'Instruments, specimens and X-rays for both regions, as for a viva.' },
    { day: 'Saturday', plan: 'Trauma and perioperative care: one topic each week until covered, then revise.' },
    { day: 'Sunday', plan: 'A mixed test, a mistake review, and next week’s plan. Rest the remaining time.' },
  ],
  tips: [
    'Describe a lump in a fixed order (site, size, shape, surface, edge, consistency, mobility, relations) until it is automatic.',
    'For each operation you read about, know the indication, the key steps and the complications.',
    'Revise trauma and emergency algorithms often: they are asked in every format, theory, viva and MCQ.',
  ],
};
