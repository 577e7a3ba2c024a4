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

  it('asks for at most two at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const fetcher = (async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return new Response('<svg/>');
    }) as unknown as typeof fetch;
    const ids = Array.from({ length: 9 }, (_, index) => `ecg.sinus-${index}`);
    expect(await keepFiguresOffline(ids, fetcher)).toBe(9);
    expect(most).toBe(2);
  });

  it('reads the figure of a question as the API sends it, an object with its id', () => {
    expect(
      figureIdsOf([
        { figure: { id: 'ecg.af-110', alt: 'A strip', width: 660, height: 160 } },
        { figure: null },
        { figure: { id: 'licensed.chest-xray-1', alt: 'A radiograph', width: 800, height: 500 } },
      ]),
    ).toEqual(['ecg.af-110', 'licensed.chest-xray-1']);
  });

  it('does not throw without a connection', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await keepFiguresOffline(['ecg.sinus-72'], offline)).toBe(0);
  });
});
