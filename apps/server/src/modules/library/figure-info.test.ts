/** A figure's alt text and box beyond its catalogue row: the built SVG's size, a licensed image's alt. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFigureInfo } from './figure-info.ts';
import { questionBodyOf } from './question-view.ts';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-figures-'));
  fs.writeFileSync(
    path.join(dir, 'ecg.af-110.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 165 40" width="660" height="160" role="img"><path d="M0 0"/></svg>',
  );
  fs.writeFileSync(path.join(dir, 'odc.broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('what is known of a figure', () => {
  it('reads a drawn figure’s size from the SVG the build rendered, and nothing for one not built', async () => {
    let described = 0;
    const info = createFigureInfo({
      figuresDir: dir,
      licensed: {
        async describe(name) {
          described++;
          return name === 'chest-xray-1' ? { alt: 'A frontal chest radiograph of an adult' } : null;
        },
      },
    });
    const found = await info.describe(['ecg.af-110', 'odc.broken', 'ecg.not-built', 'licensed.chest-xray-1']);
    expect(Object.fromEntries(found)).toEqual({
      'ecg.af-110': { alt: null, width: 660, height: 160 },
      'odc.broken': { alt: null, width: null, height: null },
      'ecg.not-built': { alt: null, width: null, height: null },
      'licensed.chest-xray-1': { alt: 'A frontal chest radiograph of an adult', width: null, height: null },
    });
    // Read once per process; a licensed image not found yet is asked again (it may be imported).
    await info.describe(['licensed.chest-xray-1', 'licensed.not-yet', 'ecg.af-110']);
    await info.describe(['licensed.not-yet']);
    expect(described).toBe(3);
  });

  it('gives a question’s figure its catalogue alt, else the record’s, and its size, else the default box', () => {
    const row = {
      format: 'single' as const,
      stem: 'What is shown?',
      statements: null,
      match: null,
      steps: null,
      assertion: null,
      reason: null,
      figure: 'licensed.chest-xray-1',
      figureAlt: null,
      figureWidth: null,
      figureHeight: null,
    };
    expect(questionBodyOf(row, { alt: 'A radiograph', width: null, height: null }).figure).toEqual({
      id: 'licensed.chest-xray-1',
      alt: 'A radiograph',
      width: 800,
      height: 500,
    });
    expect(
      questionBodyOf(
        { ...row, figure: 'ecg.af-110', figureAlt: 'A rhythm strip' },
        { alt: null, width: 660, height: 160 },
      ).figure,
    ).toEqual({ id: 'ecg.af-110', alt: 'A rhythm strip', width: 660, height: 160 });
  });
});
