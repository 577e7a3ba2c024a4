/**
 * docs/architecture.md names every server module and every web feature, one line each
 * ("- `name`: what it is"), so a newcomer's map matches the tree (issue 35). A module or feature
 * added without its line, or a line left for one that is gone, fails here with its name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const architecture = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

function folders(relative: string): string[] {
  return fs
    .readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The names of the "- `name`: …" lines under the paragraph that starts with `heading`. */
function namedLines(heading: string): string[] {
  const start = architecture.indexOf(heading);
  expect(start, `docs/architecture.md has no "${heading}"`).toBeGreaterThanOrEqual(0);
  const names: string[] = [];
  for (const line of architecture.slice(start).split('\n').slice(1)) {
    const named = /^- `([a-z0-9-]+)`: \S/.exec(line);
    if (named) names.push(named[1]!);
    else if (line.trim() !== '' && !line.startsWith('  ')) {
      if (names.length > 0) break;
    }
  }
  return names.sort();
}

describe('docs/architecture.md', () => {
  it('names every server module, one line each', () => {
    expect(namedLines('Modules today')).toEqual(folders('apps/server/src/modules'));
  });

  it('names every web feature, one line each', () => {
    expect(namedLines('Features today')).toEqual(folders('apps/web/src/features'));
  });
});

describe('docs/decisions/README.md', () => {
  const index = fs.readFileSync(path.join(root, 'docs/decisions/README.md'), 'utf8');
  const records = fs
    .readdirSync(path.join(root, 'docs/decisions'))
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .sort();

  it('indexes every record, and links only records that exist', () => {
    const linked = [...index.matchAll(/^\| \[(\d{3})\]\((\d{3}-[^)]+\.md)\)/gm)].map((match) => match[2]!);
    expect(linked.sort()).toEqual(records);
  });

  it('names every number below the last record that no record has', () => {
    const used = new Set(records.map((file) => Number(file.slice(0, 3))));
    const last = Math.max(...used);
    const missing = Array.from({ length: last }, (_, i) => i + 1).filter((n) => !used.has(n));
    const note = /\*\*([\d, –and]+) are unused\*\*/.exec(index.replace(/\s+/g, ' '));
    expect(note, 'the README has no "**… are unused**" note').not.toBeNull();
    const named = note![1]!.split(/,|\band\b/).flatMap((part) => {
      const [from, to] = part.trim().split('–').map(Number);
      if (!from) return [];
      return to ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : [from];
    });
    expect(named.sort((a, b) => a - b)).toEqual(missing);
  });
});
