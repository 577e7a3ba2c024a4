import { describe, expect, it } from 'vitest';
import { searchTerms } from './service.ts';

describe('searchTerms', () => {
  it('keeps only words, so nothing typed can become tsquery syntax', () => {
    expect(searchTerms("' OR 1=1 --")).toEqual(['or', '1']);
    expect(searchTerms('chat:* | !error & (stream) <-> \\ %_')).toEqual(['chat', 'error', 'stream']);
  });

  it('lowercases, removes repeats and keeps at most eight words', () => {
    expect(searchTerms('Chat CHAT chat')).toEqual(['chat']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });

  it('keeps letters of any script with their combining marks', () => {
    expect(searchTerms('नमस्ते डॉक्टर')).toEqual(['नमस्ते', 'डॉक्टर']);
    expect(searchTerms('naïve café')).toEqual(['naïve', 'café']);
  });

  it('returns nothing for a query without letters or digits', () => {
    expect(searchTerms('🩺 -- !!! \u0301')).toEqual([]);
  });

  it('shortens a very long word', () => {
    expect(searchTerms('x'.repeat(500))[0]).toHaveLength(40);
  });
});
