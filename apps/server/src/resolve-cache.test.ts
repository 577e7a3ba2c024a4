import { describe, expect, it } from 'vitest';
import { lookupScope } from './resolve-cache.ts';

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
