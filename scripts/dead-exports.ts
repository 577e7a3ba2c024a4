/**
 * `npm run dead-exports`: counts the exports that no other file imports, with knip over the npm
 * workspaces (knip.json: the entry points are the server's start and command-line files, the web
 * app's boot file, the file-work child, the scripts, benches, audits and every test). An export
 * counts when it is a value, a type or a second name for the same value, in any workspace,
 * including a package's own files (the contract's and the figures' exports are read by the apps
 * and count only when nothing imports them).
 *
 * Prints "dead exports: N" and each one with its file and line; exits 1 above 0. An export used
 * only in its own file is un-exported; one used nowhere is deleted.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CATEGORIES = ['exports', 'nsExports', 'types', 'nsTypes', 'enumMembers', 'duplicates'] as const;

interface KnipSymbol {
  name: string;
  line?: number;
}
type KnipIssue = { file: string } & Partial<Record<(typeof CATEGORIES)[number], KnipSymbol[] | KnipSymbol[][]>>;

const knip = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/knip/bin/knip.js'), '--include', CATEGORIES.join(','), '--reporter', 'json'],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
let report: { issues: KnipIssue[] };
try {
  report = JSON.parse(knip.stdout);
} catch {
  console.error(`knip did not answer with a report (exit ${knip.status}):\n${knip.stderr || knip.stdout}`);
  process.exit(2);
}

const found: string[] = [];
for (const issue of report.issues) {
  for (const category of CATEGORIES) {
    for (const entry of issue[category] ?? []) {
      const symbols = Array.isArray(entry) ? entry : [entry];
      const where = symbols[0]?.line ? `${issue.file}:${symbols[0].line}` : issue.file;
      found.push(`${where}  ${symbols.map((symbol) => symbol.name).join(' = ')}  (${category})`);
    }
  }
}

for (const line of found) console.info(line);
console.info(`dead exports: ${found.length}`);
process.exit(found.length > 0 ? 1 : 0);
