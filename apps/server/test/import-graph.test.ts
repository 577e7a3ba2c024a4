/**
 * The server's import graph reads routes → services → repositories, with no cycle between
 * modules (docs/architecture.md). Reads every non-test source file under src/ and fails with the
 * offending imports named.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImportGraph, readImportGraph } from './helpers/import-graph.ts';

const srcDir = path.resolve(import.meta.dirname, '..', 'src');

describe("the server's import graph", () => {
  const graph = readImportGraph(srcDir);

  it('reads the source files (a sanity check of the reader)', () => {
    expect(graph.files.length).toBeGreaterThan(100);
    expect(graph.imports.some((edge) => edge.from === 'app.ts' && edge.to === 'wiring/accounts.ts')).toBe(true);
  });

  it('has no cycle between modules, and routes reach repositories only through services', () => {
    expect(checkImportGraph(graph)).toEqual([]);
  });

  it('fails on a cycle between modules and on a route reading a repository', () => {
    const planted = {
      files: ['modules/a/service.ts', 'modules/b/service.ts', 'modules/b/routes.ts', 'modules/b/repository.ts'],
      imports: [
        { from: 'modules/a/service.ts', to: 'modules/b/service.ts' },
        { from: 'modules/b/service.ts', to: 'modules/a/service.ts' },
        { from: 'modules/b/routes.ts', to: 'modules/b/repository.ts' },
      ],
    };
    const problems = checkImportGraph(planted);
    expect(problems).toContainEqual(expect.stringContaining('cycle between modules: a → b → a'));
    expect(problems).toContainEqual(expect.stringContaining('modules/b/routes.ts imports modules/b/repository.ts'));
  });

  it('reads real files (a cycle written to disk is found)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-import-graph-'));
    try {
      fs.mkdirSync(path.join(dir, 'modules', 'x'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'modules', 'y'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'modules', 'x', 'service.ts'), "import type { Y } from '../y/service.ts';\n");
      fs.writeFileSync(
        path.join(dir, 'modules', 'y', 'service.ts'),
        "import {\n  x,\n} from '../x/service.ts';\nexport * from '../x/service.ts';\n",
      );
      expect(checkImportGraph(readImportGraph(dir))).toEqual(['cycle between modules: x → y → x']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
