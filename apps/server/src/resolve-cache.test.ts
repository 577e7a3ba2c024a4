import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lookupScope, resolveRelativeModule } from './resolve-cache.ts';

const modules = path.resolve(import.meta.dirname, '../../../node_modules');
const fileUrl = (relative: string) => pathToFileURL(path.join(modules, relative)).href;
const esmImport = ['node', 'import'];

describe('the scope a package name is looked up from', () => {
  it('is the workspace folder for every file of the app’s own sources', () => {
    expect(lookupScope('file:///repo/apps/server/src/modules/economy/service.ts')).toBe('file:///repo/apps/server');
    expect(lookupScope('file:///repo/apps/server/src/app.ts')).toBe('file:///repo/apps/server');
    expect(lookupScope('file:///repo/packages/contract/src/economy/table.ts')).toBe('file:///repo/packages/contract');
  });

  it('is the importing package (scoped or not, nested or not) for files in node_modules', () => {
    expect(lookupScope('file:///repo/node_modules/pg-boss/dist/src/manager.js')).toBe(
      'file:///repo/node_modules/pg-boss',
    );
    expect(lookupScope('file:///repo/node_modules/@electric-sql/pglite/dist/index.js')).toBe(
      'file:///repo/node_modules/@electric-sql/pglite',
    );
    expect(lookupScope('file:///repo/node_modules/a/node_modules/b/lib/index.js')).toBe(
      'file:///repo/node_modules/a/node_modules/b',
    );
  });

  it('keeps files from different packages or workspaces apart', () => {
    expect(lookupScope('file:///repo/node_modules/a/index.js')).not.toBe(
      lookupScope('file:///repo/node_modules/b/index.js'),
    );
    expect(lookupScope('file:///repo/apps/server/src/x.ts')).not.toBe(lookupScope('file:///repo/apps/web/src/x.ts'));
  });
});

describe('a relative import inside a package, answered without Node’s lookup', () => {
  it('leads where Node would lead, as an ES module, for a package of "type": "module"', () => {
    const parent = fileUrl('drizzle-orm/pg-core/index.js');
    expect(resolveRelativeModule('./columns/index.js', parent, esmImport)).toEqual({
      url: fileUrl('drizzle-orm/pg-core/columns/index.js'),
      format: 'module',
    });
    expect(resolveRelativeModule('../entity.js', parent, esmImport)).toEqual({
      url: fileUrl('drizzle-orm/entity.js'),
      format: 'module',
    });
  });

  it('leaves to Node a require, a CommonJS package, a missing file, a folder and anything not plain', () => {
    const parent = fileUrl('drizzle-orm/pg-core/index.js');
    expect(resolveRelativeModule('./columns/index.js', parent, ['node', 'require'])).toBeNull();
    expect(resolveRelativeModule('./query.js', fileUrl('pg/lib/index.js'), esmImport)).toBeNull();
    expect(resolveRelativeModule('./no-such-file.js', parent, esmImport)).toBeNull();
    expect(resolveRelativeModule('./columns', parent, esmImport)).toBeNull();
    expect(resolveRelativeModule('./columns/index.js?x=1', parent, esmImport)).toBeNull();
    expect(resolveRelativeModule('./data.json', parent, esmImport)).toBeNull();
  });

  it('leaves the app’s own files to Node', () => {
    const parent = pathToFileURL(path.resolve(import.meta.dirname, 'server.ts')).href;
    expect(resolveRelativeModule('./node-flags.ts', parent, esmImport)).toBeNull();
  });
});

describe('a relative import inside a package, where files are not where they seem', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-resolve-'));
  // A project of "type": "module" around a node_modules folder, as this repository is.
  fs.writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  const pkg = path.join(root, 'node_modules', 'pkg');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(pkg, 'real.js'), 'export {};');
  fs.symlinkSync(path.join(pkg, 'real.js'), path.join(pkg, 'linked.js'));
  fs.writeFileSync(path.join(root, 'node_modules', 'loose.js'), 'export {};');
  const url = (file: string) => pathToFileURL(file).href;
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names a linked file by its real path, as Node does', () => {
    expect(resolveRelativeModule('./linked.js', url(path.join(pkg, 'index.js')), esmImport)).toEqual({
      url: url(fs.realpathSync(path.join(pkg, 'real.js'))),
      format: 'module',
    });
  });

  it('leaves to Node a file in node_modules with no package.json of its own (its type is not the project’s)', () => {
    expect(resolveRelativeModule('./loose.js', url(path.join(root, 'node_modules', 'other.js')), esmImport)).toBeNull();
  });
});
