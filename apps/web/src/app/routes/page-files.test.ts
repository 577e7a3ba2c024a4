import fs from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, INSIGHTS_ROUTE } from '@medsutra/contract/routes';
import { describe, expect, it } from 'vitest';
import { COMING_SOON_PAGE, featurePageFile, NOT_FOUND_PAGE, PAGE_FILE_BY_PATH, SIGN_IN_PAGE } from './page-files';

const webRoot = path.resolve(import.meta.dirname, '../../..');
const routes = [...APP_ROUTES, INSIGHTS_ROUTE];
const routePaths = new Set(routes.map((route) => route.path));

describe('page files', () => {
  it('names only routes of the table and files that exist', () => {
    for (const [routePath, file] of Object.entries(PAGE_FILE_BY_PATH)) {
      expect(routePaths.has(routePath), routePath).toBe(true);
      expect(fs.existsSync(path.join(webRoot, file)), file).toBe(true);
    }
    for (const route of routes.filter((entry) => entry.page)) {
      const file = featurePageFile(route.page as string);
      expect(fs.existsSync(path.join(webRoot, file)), `${route.path}: ${file}`).toBe(true);
    }
    for (const file of [SIGN_IN_PAGE, NOT_FOUND_PAGE, COMING_SOON_PAGE])
      expect(fs.existsSync(path.join(webRoot, file)), file).toBe(true);
  });

  it('shows every page a feature has built at some route', () => {
    const named = new Set(routes.flatMap((route) => (route.page ? [featurePageFile(route.page)] : [])));
    const featuresDir = path.join(webRoot, 'src/features');
    const pages = fs
      .readdirSync(featuresDir)
      .flatMap((feature) => {
        const dir = path.join(featuresDir, feature, 'pages');
        return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => `src/features/${feature}/pages/${file}`) : [];
      })
      .filter((file) => file.endsWith('-page.tsx'));
    expect(pages.filter((file) => !named.has(file))).toEqual([]);
  });
});
