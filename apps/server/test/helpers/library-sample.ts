/**
 * The library the test databases start with: the repository's syllabus, notes, cases and figures
 * whole, and at most TEMPLATE_QUESTIONS of its questions, dealt round-robin from every topic file
 * (the first question of each file, then the second…), so every subject and topic keeps some.
 * Today's 419 questions fit whole; a library of 6,000 does not make every test file's database
 * bigger (docs/decisions/084). Tests that need every question read content/library themselves.
 */
import fs from 'node:fs';
import path from 'node:path';

const TEMPLATE_QUESTIONS = 600;

interface QuestionsFile {
  subject: string;
  questions: unknown[];
}

/** Writes the sampled library under `target` (created) from the library at `source`. */
export function writeSampledLibrary(source: string, target: string, limit = TEMPLATE_QUESTIONS): { questions: number } {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, {
    recursive: true,
    filter: (from) => !from.split(path.sep).includes('questions'),
  });
  const files: { relative: string; file: QuestionsFile; kept: unknown[] }[] = [];
  for (const subject of fs.readdirSync(source).sort()) {
    const dir = path.join(source, subject, 'questions');
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      if (!name.endsWith('.json')) continue;
      const file = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as QuestionsFile;
      files.push({ relative: path.join(subject, 'questions', name), file, kept: [] });
    }
  }
  let taken = 0;
  for (let round = 0; taken < limit; round++) {
    let any = false;
    for (const entry of files) {
      const question = entry.file.questions[round];
      if (question === undefined || taken >= limit) continue;
      entry.kept.push(question);
      taken++;
      any = true;
    }
    if (!any) break;
  }
  for (const entry of files) {
    const out = path.join(target, entry.relative);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify({ ...entry.file, questions: entry.kept }));
  }
  return { questions: taken };
}
