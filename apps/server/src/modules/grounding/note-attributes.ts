/**
 * What a line of a library note is about, in the attributes an examiner asks in order:
 * definition, causes, clinical features, pathology, investigations, treatment, complications.
 * The viva built from a note (tools/viva-note.ts) asks by these, and the tutor's compare table
 * lays two notes side by side by them, so a row pairs like with like.
 */

export const NOTE_ATTRIBUTES = [
  'Definition',
  'Causes',
  'Clinical features',
  'Pathology',
  'Investigations',
  'Treatment',
  'Complications',
  'Other facts',
] as const;
export type NoteAttribute = (typeof NOTE_ATTRIBUTES)[number];

/** Tried in this order; the first that fits wins. A line that fits none is one of the other facts. */
const RULES: { attribute: NoteAttribute; fits: RegExp }[] = [
  { attribute: 'Definition', fits: /^definition\b|\bis defined as\b|^[A-Za-z0-9 -]{2,30} = /i },
  { attribute: 'Complications', fits: /complication|hypercoagulab|thrombosis|\bcauses? death/i },
  {
    attribute: 'Causes',
    fits: /\bcause|aetiolog|etiolog|risk factor|commonest|most common|associated with|follows\b|precipitat|due to/i,
  },
  {
    attribute: 'Treatment',
    fits: /treat|manag|therap|\bdrug|\bdose|mg\/kg|surgery|prednisolone|steroid|antibiotic|first-line|first line|diuretic|dialysis/i,
  },
  {
    attribute: 'Pathology',
    fits: /microscopy|\bEM\b|deposits|histolog|crescent|podocyte|mesangial|humps|spike and dome|glomerul|nodules/i,
  },
  {
    attribute: 'Investigations',
    fits: /investigat|diagnos|biopsy|\btest|imaging|x-ray|ultrasound|ratio|\bC3\b|titre|antibod|level|ECG|remission|relapse|monitor/i,
  },
  {
    attribute: 'Clinical features',
    fits: /present|feature|sign|symptom|clinical|haematuria|oedema|hypertension|pain|fever/i,
  },
];

/** Words a condition's name carries that do not say which condition it is. */
const NAME_WORDS = new Set(['syndrome', 'disease', 'disorder', 'acute', 'chronic', 'in', 'children', 'of', 'the']);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);

/**
 * The attribute a line is about. A line that opens by naming the condition ("Nephritic syndrome:
 * haematuria…") is its definition.
 */
function attributeOf(line: string, condition?: string): NoteAttribute {
  const label = /^([^:]{3,40}):/.exec(line)?.[1];
  if (label && condition) {
    const named = new Set([...wordsOf(condition), ...NAME_WORDS]);
    const said = wordsOf(label);
    if (said.length > 0 && said.some((word) => !NAME_WORDS.has(word)) && said.every((word) => named.has(word))) {
      return 'Definition';
    }
  }
  return RULES.find((rule) => rule.fits.test(line))?.attribute ?? 'Other facts';
}

/** A note's lines grouped by attribute, in the attributes' order (empty attributes left out). */
export function linesByAttribute(lines: readonly string[], condition?: string): Map<NoteAttribute, string[]> {
  const grouped = new Map<NoteAttribute, string[]>();
  for (const line of lines) {
    const attribute = attributeOf(line, condition);
    grouped.set(attribute, [...(grouped.get(attribute) ?? []), line]);
  }
  return new Map(
    NOTE_ATTRIBUTES.flatMap((attribute) => {
      const found = grouped.get(attribute);
      return found ? [[attribute, found] as const] : [];
    }),
  );
}
