import { HELP_SECTIONS } from '@medsutra/contract/help/content';
import { describe, expect, it } from 'vitest';
import { searchHelp } from './search-help';

const ids = (query: string) => searchHelp(HELP_SECTIONS, query).map((result) => result.question.id);

describe('searchHelp', () => {
  it('lands on the device answer for "device"', () => {
    expect(ids('device')[0]).toBe('device-limit');
  });

  it('finds a half-typed word and a plural of a singular word', () => {
    expect(ids('devi')[0]).toBe('device-limit');
    expect(ids('devices')[0]).toBe('device-limit');
  });

  it('needs every word to match, and ranks a question match above an answer match', () => {
    expect(ids('forgot password')[0]).toBe('forgot-password');
    expect(ids('streak bonus')[0]).toBe('streak');
    expect(ids('mindmap')[0]).toBe('mindmaps');
  });

  it('searches the answers too, ignoring bold and screen markers', () => {
    expect(ids('Manage Devices')).toContain('device-limit');
    expect(ids('745')).toContain('earn-xp');
  });

  it('ignores case and accents, and finds nothing for an empty or unknown query', () => {
    expect(ids('DEVICE')[0]).toBe('device-limit');
    expect(ids('   ')).toEqual([]);
    expect(ids('zzzqqq')).toEqual([]);
  });

  it('returns at most the limit', () => {
    expect(searchHelp(HELP_SECTIONS, 'the', 3)).toHaveLength(3);
  });
});
