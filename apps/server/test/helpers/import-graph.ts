/**
 * Reads the relative imports of a source tree and checks the house's layering: no cycle between
 * modules (`modules/<name>/`), routes never import a repository, repositories import no service
 * or routes, plugins import no repository.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ImportGraph {
  /** Paths relative to the root, with `/`. */
  files: string[];
  imports: { from: string; to: string }[];
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/g;

export function readImportGraph(root: string): ImportGraph {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(full);
    }
  };
  walk(root);
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const imports: ImportGraph['imports'] = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      if (target.startsWith(root)) imports.push({ from: rel(file), to: rel(target) });
    }
  }
  return { files: files.map(rel), imports };
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isRoutes = (file: string) => /(^|[/-])routes\.ts$/.test(file);
const isRepository = (file: string) => /(^|[/-])repository\.ts$/.test(file);
const isService = (file: string) => /(^|[/-])service\.ts$/.test(file);

/** Every rule broken, as sentences; empty when the graph is sound. */
export function checkImportGraph(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const { from, to } of graph.imports) {
    if (isRoutes(from) && isRepository(to)) problems.push(`${from} imports ${to}: routes call services only`);
    if (isRepository(from) && (isService(to) || isRoutes(to))) {
      problems.push(`${from} imports ${to}: a repository calls no service or route`);
    }
    if (from.startsWith('plugins/') && isRepository(to)) problems.push(`${from} imports ${to}: plugins call services`);
  }

  // Modules and the edges between them; a strongly connected set of two or more is a cycle.
  const edges = new Map<string, Set<string>>();
  for (const file of graph.files) {
    const name = moduleOf(file);
    if (name && !edges.has(name)) edges.set(name, new Set());
  }
  for (const { from, to } of graph.imports) {
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (a && b && a !== b) edges.get(a)!.add(b);
  }
  for (const component of stronglyConnected(edges)) {
    if (component.length < 2) continue;
    problems.push(`cycle between modules: ${cyclePath(component, edges)}`);
  }
  return problems;
}

/** Tarjan's algorithm; each component's names sorted. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!indices.has(node)) visit(node);
  return components;
}

/** One cycle through the component's first module, for the message: `a → b → a`. */
function cyclePath(component: string[], edges: Map<string, Set<string>>): string {
  const inside = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0]!)!);
        return [...cycle, start].join(' → ');
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.join(', ');
}
