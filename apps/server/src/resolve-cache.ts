/**
 * Remembers where a package name resolved to, for the server's start (docs/decisions/054).
 *
 * Node reads a package's `exports` map from its package.json again for every import of it:
 * drizzle-orm's package.json is 179 KB and the server's files import `drizzle-orm` and
 * `drizzle-orm/pg-core` some 120 times, so resolving names cost ~0.3–0.5 s of every start (a
 * third of the start-to-healthy budget). A name imported from the same place resolves to the same
 * file every time, so the first answer is kept and reused.
 *
 * "The same place" is what Node's lookup depends on: the package the importing file belongs to
 * (for files in node_modules), or the workspace folder holding `src/` for the app's own files (no
 * node_modules folder sits inside a `src/`); and the conditions (import or require). Relative
 * paths, `node:` built-ins, URLs and `#` imports are passed through untouched.
 *
 * Relative imports between a package's own ES modules are answered here too: for each file Node
 * looks up the nearest package.json for its `type`, and Node 24 parses that package.json's whole
 * `exports` map again each time (its lazy getter is read by an object spread), ~0.2 s of every
 * start for drizzle-orm's few hundred files. Only the plain case is answered: an `import` of a
 * `./` or `../` path from a file in node_modules, naming an existing `.mjs` file or a `.js` file
 * whose nearest package.json says `"type": "module"`; anything else goes to Node.
 */
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

function isPackageName(specifier: string): boolean {
  const first = specifier.charCodeAt(0);
  // '.', '/', '#' and Windows drive letters are not package names; neither are node: or file: URLs.
  if (first === 46 || first === 47 || first === 35) return false;
  return !specifier.includes(':');
}

/** The part of the importing file's URL that decides where a package name is looked up. */
export function lookupScope(parentUrl: string): string {
  const inModules = parentUrl.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const rest = parentUrl.slice(inModules + '/node_modules/'.length).split('/');
    const packageDepth = rest[0]?.startsWith('@') ? 2 : 1;
    return `${parentUrl.slice(0, inModules)}/node_modules/${rest.slice(0, packageDepth).join('/')}`;
  }
  const inSources = parentUrl.lastIndexOf('/src/');
  return inSources >= 0 ? parentUrl.slice(0, inSources) : parentUrl.slice(0, parentUrl.lastIndexOf('/'));
}

/** The `type` of the nearest package.json above a folder, per folder (null when none says). */
const typeByFolder = new Map<string, string | null>();

function packageType(folder: string): string | null {
  const known = typeByFolder.get(folder);
  if (known !== undefined) return known;
  // Node's lookup ends at a node_modules folder: a file there without a package.json of its own
  // has no type (Node tells from its syntax), so it is left to Node.
  if (path.basename(folder) === 'node_modules') return null;
  let type: string | null;
  let manifest: string | undefined;
  try {
    manifest = fs.readFileSync(path.join(folder, 'package.json'), 'utf8');
  } catch {
    manifest = undefined;
  }
  if (manifest !== undefined) {
    try {
      const parsed = JSON.parse(manifest) as { type?: unknown };
      type = typeof parsed.type === 'string' ? parsed.type : null;
    } catch {
      type = null;
    }
  } else {
    const parent = path.dirname(folder);
    type = parent === folder ? null : packageType(parent);
  }
  typeByFolder.set(folder, type);
  return type;
}

/**
 * Where a relative `import` from a file in node_modules leads, and its format, when that is the
 * plain case described above; otherwise null (Node resolves it, with its own errors).
 */
export function resolveRelativeModule(
  specifier: string,
  parentUrl: string,
  conditions: readonly string[] | undefined,
): { url: string; format: 'module' } | null {
  if (!(specifier.startsWith('./') || specifier.startsWith('../'))) return null;
  if (specifier.includes('?') || specifier.includes('#') || specifier.includes('%')) return null;
  if (!parentUrl.startsWith('file:') || !parentUrl.includes('/node_modules/')) return null;
  if (!conditions?.includes('import')) return null;
  const isMjs = specifier.endsWith('.mjs');
  if (!isMjs && !specifier.endsWith('.js')) return null;
  // Node names a module by its real path (no --preserve-symlinks here), and so does this.
  let file: string;
  try {
    file = fs.realpathSync.native(fileURLToPath(new URL(specifier, parentUrl)));
    if (!fs.statSync(file).isFile()) return null;
  } catch {
    return null;
  }
  if (isMjs ? !file.endsWith('.mjs') : !file.endsWith('.js') || packageType(path.dirname(file)) !== 'module') {
    return null;
  }
  return { url: pathToFileURL(file).href, format: 'module' };
}

type ResolveResult = ReturnType<Parameters<Parameters<typeof module.registerHooks>[0]['resolve'] & {}>[2]>;

export function cacheModuleResolution(): void {
  if (typeof module.registerHooks !== 'function') return;
  const resolved = new Map<string, ResolveResult>();
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!context.parentURL) return nextResolve(specifier, context);
      if (!isPackageName(specifier)) {
        const relative = resolveRelativeModule(specifier, context.parentURL, context.conditions);
        return relative ? { ...relative, shortCircuit: true } : nextResolve(specifier, context);
      }
      const key = `${lookupScope(context.parentURL)}\0${context.conditions?.join(',') ?? ''}\0${specifier}`;
      const known = resolved.get(key);
      if (known) return { ...known, shortCircuit: true };
      const result = nextResolve(specifier, context);
      resolved.set(key, result);
      return result;
    },
  });
}
