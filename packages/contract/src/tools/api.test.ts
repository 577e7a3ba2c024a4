import { describe, expect, it } from 'vitest';
import { CASE_AREAS } from '../library/content.ts';
import { CASE_TOOL_AREAS } from './api.ts';

describe('the case areas each case tool deals from', () => {
  it('keeps the neurology and gastroenterology cases to their own tools, and rounds reach every area', () => {
    expect(CASE_TOOL_AREAS.neurocase).toEqual(['neurology']);
    expect(CASE_TOOL_AREAS.gastrocase).toEqual(['gastroenterology']);
    expect(CASE_TOOL_AREAS.warddx).toContain('ward');
    expect(CASE_TOOL_AREAS.warddx).not.toContain('neurology');
    expect(CASE_TOOL_AREAS.warddx).not.toContain('gastroenterology');
    expect(CASE_TOOL_AREAS.warddx).toHaveLength(CASE_AREAS.length - 2);
    expect(CASE_TOOL_AREAS['clinical-rounds']).toEqual(CASE_AREAS);
  });
});
