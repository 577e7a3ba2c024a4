import type { DocumentationSummary } from '@medsutra/contract/documentation/api';
import { describe, expect, it } from 'vitest';
import { groupDocumentation } from './group-documentation';

const item = (id: string, apiProvider: 'openai' | 'chatbase'): DocumentationSummary => ({
  id,
  title: id,
  description: '',
  apiProvider,
  viewCount: 0,
  lastUpdated: '2026-11-01T00:00:00.000Z',
  sourceUrl: null,
});
const items = [item('c1', 'chatbase'), item('o1', 'openai'), item('o2', 'openai')];

describe('groupDocumentation', () => {
  it('groups all items by provider, OpenAI first, with each group’s items in list order', () => {
    expect(groupDocumentation(items, 'all')).toEqual([
      { provider: 'openai', items: [items[1], items[2]] },
      { provider: 'chatbase', items: [items[0]] },
    ]);
  });

  it('keeps only the tab’s provider', () => {
    expect(groupDocumentation(items, 'chatbase').map((group) => group.provider)).toEqual(['chatbase']);
  });

  it('leaves out a provider with no items, so an empty tab shows the empty state', () => {
    expect(groupDocumentation([items[0]!], 'openai')).toEqual([]);
  });
});
