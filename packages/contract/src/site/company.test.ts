import { describe, expect, it } from 'vitest';
import { companyInfoSchema } from './api.ts';
import { readCompanyInfo } from './company.ts';

const good = { companyName: 'A', companyAddress: 'B', grievanceEmail: 'g@example.com', aiModelConfigured: false };

describe('readCompanyInfo, the zod-free reader of the page’s company block', () => {
  it.each([
    ['a complete block', good],
    ['a block with an extra field (left out)', { ...good, extra: 1 }],
    ['a block with a model', { ...good, aiModelConfigured: true }],
    ['a missing field', { ...good, grievanceEmail: undefined }],
    ['a wrong type', { ...good, aiModelConfigured: 'yes' }],
    ['a number for a name', { ...good, companyName: 3 }],
    ['null', null],
    ['an array', [good]],
    ['a string', 'A'],
  ])('agrees with companyInfoSchema on %s', (_name, value) => {
    const parsed = companyInfoSchema.safeParse(value);
    expect(readCompanyInfo(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
