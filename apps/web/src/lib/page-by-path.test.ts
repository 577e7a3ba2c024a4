import { paths } from '@medsutra/contract/routes';
import { describe, expect, it } from 'vitest';
import { pagePicker, routePageFile } from './page-by-path';

const Page = () => null;
const load = () => Promise.resolve({ default: Page });

describe('one page picker for features that show several pages through one shell entry', () => {
  it('gives the same lazy page for a path every time, so React keeps the page’s state', () => {
    const other = () => Promise.resolve({ default: Page });
    const pick = pagePicker({ '/a': load, '/b': load, '/c': other });
    expect(pick('/a')).not.toBeNull();
    expect(pick('/a')).toBe(pick('/a'));
    expect(pick('/b')).toBe(pick('/a'));
    expect(pick('/c')).not.toBe(pick('/a'));
  });

  it('answers an unknown path with the fallback page, or with nothing', () => {
    expect(pagePicker({ '/a': load })('/nowhere')).toBeNull();
    const pick = pagePicker({ '/a': load }, (path) => path, '/a');
    expect(pick('/nowhere')).toBe(pick('/a'));
  });

  it('finds a path’s page file in the route table, only within the feature', () => {
    expect(routePageFile('economy')(paths.leaderboard)).toMatch(/^\.\/pages\/.+-page\.tsx$/);
    expect(routePageFile('study-plans')(paths.leaderboard)).toBeUndefined();
    expect(routePageFile('economy')('/no-such-page')).toBeUndefined();
  });
});
