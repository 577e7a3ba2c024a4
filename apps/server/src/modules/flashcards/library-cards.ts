/**
 * Cards made from a library note (decision 130): a cloze on each point's key term, and each table
 * row as a question. Pure: the same note always gives the same cards under the same source keys,
 * so a corrected note rewrites its cards' text and keeps their history.
 */

export interface NoteForCards {
  subtopicId: string;
  sections: { heading: string; points: string[] }[];
  tables?: { title: string; columns: string[]; rows: string[][] }[] | null;
}

export interface MadeCard {
  sourceKey: string;
  kind: 'cloze' | 'table' | 'occlusion';
  front: string;
  back: string;
  occlusion?: { figureId: string; labelId: string; label: string };
}

/** The front of an image-occlusion card: the figure with one label covered. */
export const OCCLUSION_FRONT = 'Name the covered label.';

/**
 * One image-occlusion card per named label of a figure (the rest stay visible): the key is the
 * figure and the label, so a figure shown in two subtopics gives its cards once.
 */
export function occlusionCards(figureId: string, labels: readonly { labelId: string; label: string }[]): MadeCard[] {
  return labels.map(({ labelId, label }) => ({
    sourceKey: `figure:${figureId}:${labelId}`,
    kind: 'occlusion',
    front: OCCLUSION_FRONT,
    back: label,
    occlusion: { figureId, labelId, label },
  }));
}

export const CLOZE_GAP = '[…]';
const MAX_TERM_WORDS = 6;
const MAX_TERM_CHARS = 60;
const UNIT =
  '(?:Hz|dB|mg|g|kg|mL|ml|L|mmHg|mm|cm|µm|nm|mEq\\/L|mmol\\/L|%|days?|weeks?|months?|years?|hours?|minutes?)';
const MEASURE = new RegExp(`\\b\\d+(?:\\.\\d+)?\\s?${UNIT}(?![A-Za-z])`);
const ABBREVIATION = /\(([A-Z][A-Za-z0-9-]{1,7})\)/;

/**
 * A point's key term: the words it defines ("Weber test: …"), else its first measure ("512 Hz"),
 * else the first abbreviation it introduces ("(SNHL)"); null when it has none (no card is made).
 */
export function keyTermOf(point: string): string | null {
  const colon = point.indexOf(': ');
  if (colon > 0) {
    const head = point.slice(0, colon).trim();
    if (head.length <= MAX_TERM_CHARS && head.split(/\s+/).length <= MAX_TERM_WORDS) return head;
  }
  const measure = MEASURE.exec(point);
  if (measure) return measure[0];
  const abbreviation = ABBREVIATION.exec(point);
  if (abbreviation?.[1]) return abbreviation[1];
  return null;
}

/** The point with its key term hidden (the first time it appears), or null without a key term. */
export function clozeOf(point: string): { front: string; back: string } | null {
  const term = keyTermOf(point);
  if (!term) return null;
  const at = point.indexOf(term);
  if (at < 0) return null;
  return { front: point.slice(0, at) + CLOZE_GAP + point.slice(at + term.length), back: `${term}\n\n${point}` };
}

export function cardsFromNote(note: NoteForCards, subtopicName: string): MadeCard[] {
  const made: MadeCard[] = [];
  note.sections.forEach((section, s) => {
    section.points.forEach((point, p) => {
      const cloze = clozeOf(point);
      if (!cloze) return;
      made.push({
        sourceKey: `note:${note.subtopicId}:s${s}:p${p}`,
        kind: 'cloze',
        front: `${subtopicName} · ${section.heading}\n\n${cloze.front}`,
        back: cloze.back,
      });
    });
  });
  (note.tables ?? []).forEach((table, t) => {
    const [keyColumn, ...askedColumns] = table.columns;
    table.rows.forEach((row, r) => {
      const [key, ...cells] = row;
      if (!keyColumn || !key || askedColumns.length === 0) return;
      made.push({
        sourceKey: `table:${note.subtopicId}:t${t}:r${r}`,
        kind: 'table',
        front: `${table.title}\n\n${keyColumn}: ${key}\n${askedColumns.join(', ')}?`,
        back: askedColumns.map((column, k) => `${column}: ${cells[k] ?? ''}`).join('\n'),
      });
    });
  });
  return made;
}
