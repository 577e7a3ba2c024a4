import { describe, expect, it } from 'vitest';
import { buildDiagnosticsReport, type DiagnosticsFacts, formatBytes, scrubSecrets } from './diagnostics-report';

const facts = (change: Partial<DiagnosticsFacts> = {}): DiagnosticsFacts => ({
  app: { version: '0.0.0', build: 'abc1234', builtAt: '2026-11-23T22:00:00Z' },
  serviceWorker: { supported: true, state: 'activated', controlled: true, caches: ['medsutra-1x2y3z'] },
  storage: { usageBytes: 5 * 1024 * 1024, quotaBytes: 2 * 1024 ** 3, persisted: false },
  indexedDb: {
    supported: true,
    offlineNotes: 3,
    stores: [
      { database: 'medsutra', store: 'keyval', count: 1, meaning: 'offline notes lists' },
      { database: 'medsutra-offline-pdfs', store: 'pdfs', count: 2, meaning: 'PDFs' },
    ],
  },
  network: {
    online: true,
    effectiveType: '4g',
    reachable: true,
    status: 200,
    latencyMs: 84,
    database: 'up',
    clockOffsetMs: -1200,
  },
  device: {
    userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/131',
    platform: 'Linux armv8l',
    language: 'en-IN',
    timeZone: 'Asia/Kolkata',
    screen: '360×740',
    pixelRatio: 3,
    memoryGb: 4,
    cores: 8,
    standalone: false,
  },
  checkedAt: '2026-11-23T22:10:00.000Z',
  ...change,
});

describe('the diagnostics report', () => {
  it('says what support needs in one line each', () => {
    const report = buildDiagnosticsReport(facts());
    expect(report).toContain('App version: 0.0.0 (build abc1234');
    expect(report).toContain('Service worker: activated; controls this page: yes');
    expect(report).toContain('Storage used: 5.0 MB of 2.0 GB; persistent: no');
    expect(report).toContain('IndexedDB medsutra-offline-pdfs/pdfs: 2 (PDFs)');
    expect(report).toContain('Offline notes on this device: 3');
    expect(report).toContain('Server reachable: yes (HTTP 200), 84 ms, database up');
    expect(report).toContain('Clock offset from server: -1200 ms');
    expect(report).toContain('Screen: 360×740 at 3x');
  });

  it('carries no email, token, cookie or key, even when the browser handed one over in an error', () => {
    const secrets = [
      'asha.rao+neet@example.co.in',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhc2hhIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      'sk-live-1234567890abcdefghijklmnopqrstuv',
    ];
    const report = buildDiagnosticsReport(
      facts({
        indexedDb: {
          supported: true,
          offlineNotes: null,
          stores: [{ database: `offline_notes_${secrets[0]}`, store: 'keyval', count: null }],
          error: `Could not read offline_notes_${secrets[0]}: session=${secrets[2]}`,
        },
        network: {
          online: false,
          effectiveType: null,
          reachable: false,
          status: null,
          latencyMs: null,
          database: null,
          clockOffsetMs: null,
          error: `Failed with Authorization: Bearer ${secrets[1]} and api key ${secrets[3]}`,
        },
        device: { ...facts().device, userAgent: `Mozilla/5.0 token=${secrets[2]}` },
      }),
    );
    for (const secret of secrets) expect(report).not.toContain(secret);
    expect(report).not.toMatch(/@[a-z0-9-]+\.[a-z]{2,}/i);
    expect(report).toContain('[email removed]');
    expect(report).toContain('Online: no');
    expect(report).toContain('Clock offset from server: unknown');
  });

  it('scrubs free text without eating ordinary words and numbers', () => {
    expect(scrubSecrets('HTTP 503 after 1200 ms')).toBe('HTTP 503 after 1200 ms');
    expect(scrubSecrets('write to asha@example.com')).toBe('write to [email removed]');
  });

  it('formats sizes a person can read', () => {
    expect(formatBytes(null)).toBe('unknown');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(300 * 1024 * 1024)).toBe('300 MB');
  });
});
