import type { DocumentationSummary } from '@medsutra/contract/documentation';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { failureMessage, groupDocumentation } from './group-documentation';

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

describe('failureMessage', () => {
  it('uses the server’s sentence', () => {
    const error = new ApiError(429, JSON.stringify({ success: false, message: 'Too many requests.', requestId: 'r' }));
    expect(failureMessage(error, 'Failed to refresh')).toBe('Too many requests.');
  });

  it('falls back to the spec’s text for a network failure or a non-JSON reply', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'Failed to initialize')).toBe('Failed to initialize');
    expect(failureMessage(new ApiError(502, '<html>Bad gateway</html>'), 'Failed to refresh')).toBe(
      'Failed to refresh',
    );
  });
});
