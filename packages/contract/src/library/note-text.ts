/**
 * A structured note (`content.ts`'s `SubtopicNotes`, or the viewer's `LibraryNotes`) as plain
 * lines, for the readers that take text: the tutor's passages, mindmaps, the concept map, the
 * admin's view of a reported note. No zod here.
 */
interface NoteParts {
  sections: readonly { heading: string; points: readonly string[] }[];
  tables?: readonly { title: string; columns: readonly string[]; rows: readonly (readonly string[])[] }[] | undefined;
  mnemonics?: readonly { mnemonic: string; expansion: string }[] | undefined;
  traps?: readonly string[] | undefined;
}

/** The note's points, section after section (what a 3–8 point note used to be). */
export function notePoints(note: Pick<NoteParts, 'sections'>): string[] {
  return note.sections.flatMap((section) => [...section.points]);
}

/** A table row as one line: "Column: cell; column: cell". */
export function tableRowLine(columns: readonly string[], row: readonly string[]): string {
  return row.map((cell, index) => `${columns[index] ?? ''}: ${cell}`).join('; ');
}

/** How a note's exam trap reads as a line (readers that treat traps apart look for it). */
export const EXAM_TRAP_PREFIX = 'Exam trap: ';

/** Everything the note says, as lines: points, then each table's rows, mnemonics and traps. */
export function noteLines(note: NoteParts): string[] {
  return [
    ...notePoints(note),
    ...(note.tables ?? []).flatMap((table) =>
      table.rows.map((row) => `${table.title}: ${tableRowLine(table.columns, row)}`),
    ),
    ...(note.mnemonics ?? []).map((m) => `${m.mnemonic}: ${m.expansion}`),
    ...(note.traps ?? []).map((trap) => `${EXAM_TRAP_PREFIX}${trap}`),
  ];
}
