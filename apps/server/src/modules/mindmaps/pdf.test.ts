import type { MindmapTree } from '@medsutra/contract/mindmaps/api';
import { describe, expect, it } from 'vitest';
import { buildOfflineMindmap } from '../../adapters/ai/offline-mindmap.ts';
import { renderMindmapPdf } from './pdf.ts';
import { splitIntoRuns } from './pdf-fonts.ts';

const text = (pdf: Buffer) => pdf.toString('latin1');
const pageCount = (pdf: Buffer) => (text(pdf).match(/\/Type \/Page\b/g) ?? []).length;
const embeddedFonts = (pdf: Buffer) => [...text(pdf).matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]);

describe('the mindmap PDF', () => {
  it('is an A4 PDF titled with the topic, set in embedded Noto Sans', async () => {
    const pdf = await renderMindmapPdf({
      tree: buildOfflineMindmap('Asthma'),
      source: 'offline',
      model: null,
      createdAt: new Date('2026-11-21T10:00:00Z'),
    });
    expect(text(pdf).startsWith('%PDF-')).toBe(true);
    expect(text(pdf)).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(text(pdf)).toContain('(Asthma)');
    expect(embeddedFonts(pdf).every((name) => name?.includes('NotoSans'))).toBe(true);
    expect(embeddedFonts(pdf).length).toBeGreaterThan(0);
  });

  it('embeds the Devanagari and Greek subsets when the topic needs them', async () => {
    const pdf = await renderMindmapPdf({
      tree: buildOfflineMindmap('मधुमेह and β-blockers'),
      source: 'ai',
      model: 'test-model',
      createdAt: new Date(),
    });
    // Latin (regular and bold) plus the Devanagari and Greek faces the topic uses.
    expect(new Set(embeddedFonts(pdf)).size).toBeGreaterThanOrEqual(4);
  });

  it('prints the whole tree, over as many pages as it takes', async () => {
    const big: MindmapTree = {
      topic: 'Everything about the kidney',
      branches: Array.from({ length: 12 }, (_, b) => ({
        label: `Branch ${b + 1}`,
        children: Array.from({ length: 12 }, (_, p) => ({
          label: `Point ${b + 1}.${p + 1} with a label long enough to wrap onto a second line of the page`,
          children: Array.from({ length: 10 }, (_, d) => ({ label: `Detail ${b + 1}.${p + 1}.${d + 1}` })),
        })),
      })),
    };
    const small = await renderMindmapPdf({
      tree: buildOfflineMindmap('Asthma'),
      source: 'offline',
      model: null,
      createdAt: new Date(),
    });
    const large = await renderMindmapPdf({ tree: big, source: 'offline', model: null, createdAt: new Date() });
    expect(pageCount(small)).toBeGreaterThanOrEqual(1);
    expect(pageCount(large)).toBeGreaterThan(10);
  });
});

describe('font runs', () => {
  it('cuts mixed scripts into runs of one subset each', () => {
    expect(splitIntoRuns('Diabetes मधुमेह β')).toEqual([
      { subset: 'latin', text: 'Diabetes ' },
      { subset: 'devanagari', text: 'मधुमेह' },
      { subset: 'latin', text: ' ' },
      { subset: 'greek', text: 'β' },
    ]);
  });

  it('keeps a character no subset covers in the current run', () => {
    expect(splitIntoRuns('a ≥ b')).toEqual([{ subset: 'latin', text: 'a ≥ b' }]);
  });
});
