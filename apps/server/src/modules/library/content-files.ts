/**
 * The repository's content files (content/library/): which exist, what each holds, and a hash of
 * each, so the start-up import reads and parses only the files that changed since last time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIBRARY_SUBJECTS } from '@medsutra/contract/library/content';
import { sha256Hex } from '../../lib/hash.ts';

type ContentFileKind = 'syllabus' | 'notes' | 'questions' | 'cases' | 'figures';

export interface ContentFile {
  /** The path inside the content folder, with `/`: `medicine/notes.json`, `medicine/questions/cardiology.json`. */
  path: string;
  kind: ContentFileKind;
  bytes: Buffer;
  sha256: string;
}

const SUBJECT_FILES: readonly ContentFileKind[] = ['syllabus', 'notes'];

/** A short, stable hash of an item's content: its version, which a report is kept with. */
export function itemVersion(item: unknown): string {
  return sha256Hex(JSON.stringify(item)).slice(0, 16);
}

/** Every content file present, syllabus files first (the other files point at their subtopics). */
export function readContentFiles(root: string): ContentFile[] {
  const files: ContentFile[] = [];
  const add = (relative: string, kind: ContentFileKind) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    const bytes = readFileSync(full);
    files.push({ path: relative.split(path.sep).join('/'), kind, bytes, sha256: sha256Hex(bytes) });
  };
  for (const kind of SUBJECT_FILES) {
    for (const subject of LIBRARY_SUBJECTS) add(path.join(subject.id, `${kind}.json`), kind);
  }
  // A subject's questions are kept one file per topic (`medicine/questions/cardiology.json`), so
  // writers work on different files and a change re-imports one topic, not the subject.
  for (const subject of LIBRARY_SUBJECTS) {
    const questionsDir = path.join(root, subject.id, 'questions');
    if (!existsSync(questionsDir)) continue;
    for (const name of readdirSync(questionsDir).sort()) {
      if (name.endsWith('.json')) add(path.join(subject.id, 'questions', name), 'questions');
    }
  }
  for (const kind of ['cases', 'figures'] as const) {
    const dir = path.join(root, kind);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.json')) add(path.join(kind, name), kind);
    }
  }
  return files;
}

/** One hash over every content file, for naming a test template built from them. */
export function contentFingerprint(root: string): string {
  const joined = readContentFiles(root)
    .map((file) => file.path + file.sha256)
    .join('');
  return sha256Hex(joined).slice(0, 16);
}
