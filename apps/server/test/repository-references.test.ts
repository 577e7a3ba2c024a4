/**
 * The why lives inside the repository (issue 35): no comment, test, script or document points at
 * a document that is not in it — the product documents the project started from (a DECISIONS,
 * ARCHITECTURE, STYLE or CONTENT file, "the spec" and its sections, a `shared/` folder beside the
 * checkout). A rule the code keeps is written in docs/product-rules.md; why it is built that way,
 * in a record under docs/decisions/. Reads every text file of the checkout except dependencies,
 * build output and the medical library's content files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.data', 'results', 'test-results', 'coverage']);
/** The medical content is data, read by the content checks; its review notes are read here. */
const SKIPPED_PATHS = new Set(['content/library', 'package-lock.json', path.relative(root, import.meta.filename)]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|yml|yaml|sh|txt)$|^[^.]+$/;

/** Each pattern, with what it catches. Code that names a variable `spec` (`spec.items`) is not prose. */
const OUTSIDE_REFERENCES: { pattern: RegExp; what: string }[] = [
  {
    pattern: /\b(DECISIONS|ARCHITECTURE|STYLE|CONTENT|SPEC|platform-and-accounts|learning-features-and-economy)\.md\b/,
    what: 'a product document outside the repository',
  },
  {
    pattern: /(^|[\s`'"(])(\.\.\/)+shared\b|\bshared\/(spec|DECISIONS|ARCHITECTURE|STYLE|CONTENT)\b/,
    what: 'the shared folder',
  },
  { pattern: /\bspec(s|['’]s)?\b(?!\s*[=.:[\],])/i, what: '"the spec"' },
  { pattern: /\bspecification\b/i, what: '"the specification"' },
];

function* textFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    if (SKIPPED_PATHS.has(relative)) continue;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* textFiles(full);
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
      yield full;
    }
  }
}

/** Every line of `text` that points outside the repository, as "file:line: what". */
function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    // A comment's prose may break a reference across two lines ("spec" / "* 000 section 5").
    const joined = `${line} ${lines[index + 1]?.replace(/^\s*(\*|\/\/|#)?\s*/, '') ?? ''}`;
    for (const { pattern, what } of OUTSIDE_REFERENCES) {
      if (pattern.test(line) || (what === '"the spec"' && /\bspec\s*$/i.test(line) && pattern.test(joined))) {
        found.push(`${file}:${index + 1}: ${what}: ${line.trim().slice(0, 160)}`);
        break;
      }
    }
  }
  return found;
}

describe('references to documents outside the repository', () => {
  it('finds none in code, tests, scripts, benches, audits, docs or the README', () => {
    const files = [...textFiles(root)];
    expect(files.length).toBeGreaterThan(1000);
    const found = files.flatMap((file) => outsideReferences(path.relative(root, file), fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches each kind, and leaves a variable named spec alone', () => {
    const planted = [
      '// the ledger pays once (DECISIONS.md, referrals)',
      ' * why a pearl is 500 characters (spec section 9)',
      '/** The spec’s order, as asked. */',
      'see ../shared/spec/platform.md',
      ' * field limits and the validation order of spec',
      ' * 000 section 5, the fingerprint format',
      'const spec = ODC_CURVES[c.kind];',
      'for (const [caseId, spec] of Object.entries(phrases.cases)) {',
      '  if (spec.items.length !== 3) throw new Error();',
      'export function parseScale(spec: string): Scale {',
    ].join('\n');
    expect(outsideReferences('planted.ts', planted).map((line) => line.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });
});
