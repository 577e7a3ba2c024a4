/**
 * Writes the library's search index (`library_search`) from the content tables. A start that
 * applies a few changed files rewrites only the rows those files can change: a subject's
 * subtopic rows when its syllabus or notes changed, its question rows when its syllabus or one of
 * its question files changed (a question's row carries its subtopic's names), the case rows when
 * a case file changed. The first import rewrites everything.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/executor.ts';
import { librarySearch } from '../../db/schema.ts';
import { searchTitle } from './repository.ts';

/** What to rewrite: `all`, or the subjects whose subtopic and question rows, and whether the cases. */
export type SearchScope =
  | 'all'
  | { subtopicSubjects: ReadonlySet<string>; questionSubjects: ReadonlySet<string>; cases: boolean };

/**
 * The words an INICET format's lead-in carries whatever its subject ("Match List I with List II",
 * "Arrange … in order", "Read the assertion and the reason"): left out of the index, or a search
 * for "cricket match score" would find every match-the-following question.
 */
const FORMAT_LEAD_IN_WORDS =
  '\\m(match|matching|list|lists|following|correct|correctly|statement|statements|arrange|sequence|order|assertion|reason|read|choose|option|options)\\M';

const inSubjects = (column: SQL, subjects: ReadonlySet<string> | 'all') =>
  subjects === 'all' ? sql`true` : subjects.size === 0 ? sql`false` : sql`${column} in ${[...subjects]}`;

export function createSearchIndexRepository() {
  return {
    async rebuild(tx: DbTransaction, scope: SearchScope) {
      const subtopicSubjects = scope === 'all' ? 'all' : scope.subtopicSubjects;
      const questionSubjects = scope === 'all' ? 'all' : scope.questionSubjects;
      const cases = scope === 'all' || scope.cases;
      if (scope === 'all') await tx.delete(librarySearch);
      else {
        for (const [kind, subjects] of [
          ['subtopic', subtopicSubjects],
          ['question', questionSubjects],
        ] as const) {
          if (subjects !== 'all' && subjects.size > 0)
            await tx
              .delete(librarySearch)
              .where(sql`${librarySearch.kind} = ${kind} and ${inArray(librarySearch.subjectId, [...subjects])}`);
        }
        if (cases) await tx.delete(librarySearch).where(sql`${librarySearch.kind} = 'case'`);
      }
      // A subtopic's text is its topic's name and its whole note: the sections (headings and
      // points), the tables (titles, columns, cells), the mnemonics and the exam traps.
      if (subtopicSubjects === 'all' || subtopicSubjects.size > 0)
        await tx.execute(sql`
        insert into library_search (kind, item_id, subject_id, subtopic_id, title, terms, body)
        select 'subtopic', s.id, s.subject_id, s.id, s.name,
          concat_ws(' ', s.name, (select string_agg(a, ' ') from jsonb_array_elements_text(s.aliases) a)),
          concat_ws(' ', t.name,
            (select string_agg(concat_ws(' ', sec->>'heading',
                (select string_agg(p, ' ') from jsonb_array_elements_text(sec->'points') p)), ' ')
              from jsonb_array_elements(n.sections) sec),
            (select string_agg(concat_ws(' ', tab->>'title',
                (select string_agg(c, ' ') from jsonb_array_elements_text(tab->'columns') c),
                (select string_agg(cell, ' ') from jsonb_array_elements(tab->'rows') r, jsonb_array_elements_text(r) cell)), ' ')
              from jsonb_array_elements(n.tables) tab),
            (select string_agg(concat_ws(' ', m->>'mnemonic', m->>'expansion'), ' ') from jsonb_array_elements(n.mnemonics) m),
            (select string_agg(trap, ' ') from jsonb_array_elements_text(n.traps) trap))
        from library_subtopics s
        left join library_topics t on t.id = s.topic_id
        left join library_notes n on n.subtopic_id = s.id
        where ${inSubjects(sql`s.subject_id`, subtopicSubjects)}`);
      // A question's text is what a student sees before answering: the stem, the format's parts
      // and the options (not assertion–reason's four fixed ones), with its subtopic's names
      // weighted below the subtopic itself; never its answer or explanation. A long stem's title
      // ends at a whole word with an ellipsis (the tutor cites it by this title).
      if (questionSubjects === 'all' || questionSubjects.size > 0)
        await tx.execute(sql`
        insert into library_search (kind, item_id, subject_id, subtopic_id, title, terms, body)
        select 'question', q.id, q.subject_id, q.subtopic_id,
          ${searchTitle(sql`q.stem`)}, '',
          concat_ws(' ',
            case when q.format = 'single' then q.stem else regexp_replace(q.stem, ${FORMAT_LEAD_IN_WORDS}, ' ', 'gi') end,
            (select string_agg(x, ' ') from jsonb_array_elements_text(q.statements) x),
            q.match->>'leftTitle', q.match->>'rightTitle',
            (select string_agg(x, ' ') from jsonb_array_elements_text(q.match->'left') x),
            (select string_agg(x, ' ') from jsonb_array_elements_text(q.match->'right') x),
            (select string_agg(x, ' ') from jsonb_array_elements_text(q.steps) x),
            q.assertion, q.reason,
            case when q.format <> 'assertion-reason' then
              (select string_agg(o, ' ') from jsonb_array_elements_text(q.options) o) end,
            s.name, (select string_agg(a, ' ') from jsonb_array_elements_text(s.aliases) a))
        from library_questions q
        left join library_subtopics s on s.id = q.subtopic_id
        where ${inSubjects(sql`q.subject_id`, questionSubjects)}`);
      if (cases)
        await tx.execute(sql`
        insert into library_search (kind, item_id, subject_id, subtopic_id, title, terms, body)
        select 'case', c.id, c.subject_id, c.subtopic_ids->>0, c.title, c.title, c.body->>'presentation'
        from library_cases c`);
    },
  };
}
export type SearchIndexRepository = ReturnType<typeof createSearchIndexRepository>;

/** The rows a set of changed content files can change (their paths: `medicine/notes.json`, `cases/ward.json`). */
export function searchScopeOf(paths: readonly string[], everything: boolean): SearchScope {
  if (everything) return 'all';
  const subtopicSubjects = new Set<string>();
  const questionSubjects = new Set<string>();
  let cases = false;
  for (const path of paths) {
    const [first, second] = path.split('/');
    if (first === 'cases') cases = true;
    else if (first === 'figures' || !first) continue;
    else if (second === 'syllabus.json') {
      subtopicSubjects.add(first);
      questionSubjects.add(first);
    } else if (second === 'notes.json') subtopicSubjects.add(first);
    else if (second === 'questions') questionSubjects.add(first);
  }
  return { subtopicSubjects, questionSubjects, cases };
}
