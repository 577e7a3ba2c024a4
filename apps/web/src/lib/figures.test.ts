import { describe, expect, it } from 'vitest';
import { figureIdsOf, keepFiguresOffline } from './figures.ts';

describe('keeping figures offline', () => {
  it('asks for each figure of the saved items once, at its /figures/ address', async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return new Response('<svg/>', { status: url.includes('missing') ? 404 : 200 });
    }) as typeof fetch;
    const ids = figureIdsOf([
      { figure: 'ecg.af-110' },
      { stem: 'no figure' },
      { figure: 'ecg.af-110' },
      { figure: 'odc.missing' },
    ]);
    expect(ids).toEqual(['ecg.af-110', 'odc.missing']);
    expect(await keepFiguresOffline(ids, fetcher)).toBe(1);
    expect(asked).toEqual(['/figures/ecg.af-110.svg', '/figures/odc.missing.svg']);
  });

  it('does not throw without a connection', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await keepFiguresOffline(['ecg.sinus-72'], offline)).toBe(0);
  });
});
