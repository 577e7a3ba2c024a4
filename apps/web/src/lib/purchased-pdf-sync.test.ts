import { describe, expect, it } from 'vitest';
import { connectionAllowsAutoDownload } from './purchased-pdf-sync';

describe('when purchased PDFs may download by themselves', () => {
  it('goes ahead on Wi-Fi, on ethernet and where the browser does not say', () => {
    expect(connectionAllowsAutoDownload({ type: 'wifi' })).toBe(true);
    expect(connectionAllowsAutoDownload({ type: 'ethernet', saveData: false })).toBe(true);
    expect(connectionAllowsAutoDownload({})).toBe(true);
    expect(connectionAllowsAutoDownload(undefined)).toBe(true);
  });

  it('waits on mobile data, with Data Saver on, or on a metered connection', () => {
    expect(connectionAllowsAutoDownload({ type: 'cellular' })).toBe(false);
    expect(connectionAllowsAutoDownload({ type: 'wifi', saveData: true })).toBe(false);
    expect(connectionAllowsAutoDownload({ metered: true })).toBe(false);
  });
});
