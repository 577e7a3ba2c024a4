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
 */
import module from 'node:module';

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

type ResolveResult = ReturnType<Parameters<Parameters<typeof module.registerHooks>[0]['resolve'] & {}>[2]>;

export function cacheModuleResolution(): void {
  if (typeof module.registerHooks !== 'function') return;
  const resolved = new Map<string, ResolveResult>();
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!context.parentURL || !isPackageName(specifier)) return nextResolve(specifier, context);
      const key = `${lookupScope(context.parentURL)}\0${context.conditions?.join(',') ?? ''}\0${specifier}`;
      const known = resolved.get(key);
      if (known) return { ...known, shortCircuit: true };
      const result = nextResolve(specifier, context);
      resolved.set(key, result);
      return result;
    },
  });
}
