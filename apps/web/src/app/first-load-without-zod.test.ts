/**
 * The pages that must stay light load no zod with their first screen (decisions 034 and 111): the
 * sign-in page (its 130 KB budget), the exam screen (its Lighthouse budget) and the pricing page
 * (audited too). zod also runs a `new Function` probe that the page's CSP reports, which costs a
 * page its Lighthouse best-practices score. Walks the static imports from each page,
 * not `import type` and not `import()`, which load later in chunks of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(import.meta.dirname, '..');
const contractSrc = path.resolve(webSrc, '../../../packages/contract/src');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(webSrc, specifier.slice(2))
    : specifier.startsWith('@medsutra/contract/')
      ? path.join(contractSrc, specifier.slice('@medsutra/contract/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(webSrc, from)} imports ${specifier}, which this walk cannot find`);
}

/** The chain of files by which `entry` reaches the package `name`, or null when it does not. */
function chainTo(entry: string, name: string): string[] | null {
  const parent = new Map<string, string | null>([[entry, null]]);
  const pending = [entry];
  while (pending.length) {
    const file = pending.shift()!;
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier === name || specifier!.startsWith(`${name}/`)) {
        const chain = [specifier!];
        for (let at: string | null = file; at; at = parent.get(at) ?? null) chain.unshift(path.relative(webSrc, at));
        return chain;
      }
      const next = resolve(file, specifier!);
      if (next && !parent.has(next)) {
        parent.set(next, file);
        pending.push(next);
      }
    }
  }
  return null;
}

describe('first loads without zod', () => {
  it.each([
    ['the sign-in page', 'features/auth/pages/login-page.tsx'],
    ['the exam screen', 'features/mcq/pages/test-page.tsx'],
    ['the pricing page', 'features/marketing/pages/pricing-page.tsx'],
  ])('%s imports no zod', (_name, file) => {
    expect(chainTo(path.join(webSrc, file), 'zod')).toBeNull();
  });

  it('finds zod where it is (a check of the walk)', () => {
    expect(chainTo(path.join(webSrc, 'features/profile/api/update-profile.ts'), 'zod')?.at(-1)).toBe('zod');
  });
});
