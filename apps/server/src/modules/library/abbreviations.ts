/**
 * Abbreviations and everyday names students type, each with the name the syllabus uses. A search
 * for either side also searches the other ("MI" ↔ "myocardial infarction"). Subtopics' own
 * aliases (from syllabus.json) are searched directly; this table covers the common short forms
 * across every subject, so a search works even where an author gave no alias.
 */
export const LIBRARY_ABBREVIATIONS: readonly (readonly [short: string, long: string])[] = [
  ['mi', 'myocardial infarction'],
  ['stemi', 'st elevation myocardial infarction'],
  ['nstemi', 'non st elevation myocardial infarction'],
  ['acs', 'acute coronary syndrome'],
  ['heart attack', 'myocardial infarction'],
  ['dka', 'diabetic ketoacidosis'],
  ['hhs', 'hyperosmolar hyperglycaemic state'],
  ['dm', 'diabetes mellitus'],
  ['tb', 'tuberculosis'],
  ['mdr tb', 'multidrug resistant tuberculosis'],
  ['copd', 'chronic obstructive pulmonary disease'],
  ['ards', 'acute respiratory distress syndrome'],
  ['sle', 'systemic lupus erythematosus'],
  ['ra', 'rheumatoid arthritis'],
  ['ckd', 'chronic kidney disease'],
  ['aki', 'acute kidney injury'],
  ['chf', 'congestive heart failure'],
  ['hf', 'heart failure'],
  ['af', 'atrial fibrillation'],
  ['dvt', 'deep vein thrombosis'],
  ['pe', 'pulmonary embolism'],
  ['cva', 'stroke'],
  ['tia', 'transient ischaemic attack'],
  ['sah', 'subarachnoid haemorrhage'],
  ['gbs', 'guillain barre syndrome'],
  ['ms', 'multiple sclerosis'],
  ['mg', 'myasthenia gravis'],
  ['uti', 'urinary tract infection'],
  ['hiv', 'human immunodeficiency virus'],
  ['aids', 'acquired immunodeficiency syndrome'],
  ['hbv', 'hepatitis b'],
  ['hcv', 'hepatitis c'],
  ['ibd', 'inflammatory bowel disease'],
  ['uc', 'ulcerative colitis'],
  ['gerd', 'gastro oesophageal reflux disease'],
  ['gord', 'gastro oesophageal reflux disease'],
  ['pud', 'peptic ulcer disease'],
  ['ugib', 'upper gastrointestinal bleeding'],
  ['pcos', 'polycystic ovary syndrome'],
  ['pph', 'postpartum haemorrhage'],
  ['pih', 'pregnancy induced hypertension'],
  ['iugr', 'fetal growth restriction'],
  ['ptb', 'preterm birth'],
  ['bph', 'benign prostatic hyperplasia'],
  ['itp', 'immune thrombocytopenia'],
  ['ttp', 'thrombotic thrombocytopenic purpura'],
  ['dic', 'disseminated intravascular coagulation'],
  ['ida', 'iron deficiency anaemia'],
  ['aml', 'acute myeloid leukaemia'],
  ['cml', 'chronic myeloid leukaemia'],
  ['cll', 'chronic lymphocytic leukaemia'],
  ['nhl', 'non hodgkin lymphoma'],
  ['ptsd', 'post traumatic stress disorder'],
  ['ocd', 'obsessive compulsive disorder'],
  ['adhd', 'attention deficit hyperactivity disorder'],
  ['mdd', 'major depressive disorder'],
  ['ect', 'electroconvulsive therapy'],
  ['nms', 'neuroleptic malignant syndrome'],
  ['sids', 'sudden infant death syndrome'],
  ['sam', 'severe acute malnutrition'],
  ['rds', 'respiratory distress syndrome'],
  ['nec', 'necrotising enterocolitis'],
  ['pda', 'patent ductus arteriosus'],
  ['asd', 'atrial septal defect'],
  ['vsd', 'ventricular septal defect'],
  ['tof', 'tetralogy of fallot'],
  ['rhd', 'rheumatic heart disease'],
  ['ie', 'infective endocarditis'],
  ['csom', 'chronic suppurative otitis media'],
  ['aom', 'acute otitis media'],
  ['poag', 'primary open angle glaucoma'],
  ['pacg', 'primary angle closure glaucoma'],
  ['dr', 'diabetic retinopathy'],
  ['crao', 'central retinal artery occlusion'],
  ['ddh', 'developmental dysplasia of the hip'],
  ['ctev', 'congenital talipes equinovarus'],
  ['scfe', 'slipped capital femoral epiphysis'],
  ['sjs', 'stevens johnson syndrome'],
  ['ten', 'toxic epidermal necrolysis'],
  ['std', 'sexually transmitted infection'],
  ['sti', 'sexually transmitted infection'],
  ['mmr', 'maternal mortality ratio'],
  ['imr', 'infant mortality rate'],
  ['ors', 'oral rehydration solution'],
  ['opv', 'oral polio vaccine'],
  ['ipv', 'inactivated polio vaccine'],
  ['ntep', 'national tuberculosis elimination programme'],
  ['cpr', 'cardiopulmonary resuscitation'],
  ['mac', 'minimum alveolar concentration'],
  ['ct', 'computed tomography'],
  ['mri', 'magnetic resonance imaging'],
  ['ecg', 'electrocardiogram'],
  ['ekg', 'electrocardiogram'],
  ['abg', 'arterial blood gas'],
  ['aptt', 'activated partial thromboplastin time'],
  ['inr', 'international normalised ratio'],
  ['csf', 'cerebrospinal fluid'],
  ['gcs', 'glasgow coma scale'],
  ['ncc', 'neurocysticercosis'],
  ['nsaid', 'non steroidal anti inflammatory drug'],
  ['ppi', 'proton pump inhibitor'],
  ['ssri', 'selective serotonin reuptake inhibitor'],
  ['ace inhibitor', 'angiotensin converting enzyme inhibitor'],
  // The same drug under its British and its international name: a search for either finds both.
  ['adrenaline', 'epinephrine'],
  ['noradrenaline', 'norepinephrine'],
  ['lignocaine', 'lidocaine'],
  ['paracetamol', 'acetaminophen'],
  ['frusemide', 'furosemide'],
  ['thiamine', 'vitamin b1'],
  ['cyanocobalamin', 'vitamin b12'],
  ['pyridoxine', 'vitamin b6'],
  ['riboflavin', 'vitamin b2'],
  ['niacin', 'vitamin b3'],
  ['ascorbic acid', 'vitamin c'],
  ['folic acid', 'folate'],
];

const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The other names to search for `query`: when the whole query, or a run of its words, is one side
 * of an entry, the query with that run replaced by the other side. "dka management" also searches
 * "diabetic ketoacidosis management"; "myocardial infarction" also searches "mi".
 */
export function expandAbbreviations(query: string, limit = 4): string[] {
  const text = normalise(query);
  if (!text) return [];
  const padded = ` ${text} `;
  const variants = new Set<string>();
  for (const [short, long] of LIBRARY_ABBREVIATIONS) {
    for (const [from, to] of [
      [short, long],
      [long, short],
    ] as const) {
      if (padded.includes(` ${from} `)) variants.add(padded.replace(` ${from} `, ` ${to} `).trim());
    }
  }
  variants.delete(text);
  return [...variants].slice(0, limit);
}
