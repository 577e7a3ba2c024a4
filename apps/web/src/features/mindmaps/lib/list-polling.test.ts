import type { MindmapSummary } from '@medsutra/contract/mindmaps/api';
import { describe, expect, it } from 'vitest';
import { listPollInterval, MINDMAP_LIST_POLL_MS, PDF_WAIT_LIMIT_MS } from './list-polling';

const now = Date.parse('2026-11-21T10:00:00Z');
const mindmap = (overrides: Partial<MindmapSummary>): MindmapSummary => ({
  id: '0b0f7e1c-6b8e-4f43-9a57-0d8c3f6b0c11',
  topic: 'Heart failure',
  created_at: new Date(now - 60_000).toISOString(),
  isShared: false,
  drive_pdf_url: '/api/mindmaps/0b0f7e1c-6b8e-4f43-9a57-0d8c3f6b0c11/pdf',
  status: 'ready',
  source: 'offline',
  failureReason: null,
  grounding: null,
  ...overrides,
});

describe('the saved list polls', () => {
  it('while a job is queued or generating', () => {
    expect(listPollInterval([mindmap({}), mindmap({ status: 'queued' })], now)).toBe(MINDMAP_LIST_POLL_MS);
    expect(listPollInterval([mindmap({ status: 'generating' })], now)).toBe(MINDMAP_LIST_POLL_MS);
  });

  it('while a new mindmap waits for its PDF', () => {
    expect(listPollInterval([mindmap({ drive_pdf_url: '' })], now)).toBe(MINDMAP_LIST_POLL_MS);
  });

  it('not when everything is finished, failed, or its PDF is long overdue', () => {
    expect(listPollInterval([mindmap({}), mindmap({ status: 'failed', drive_pdf_url: '' })], now)).toBe(false);
    const old = new Date(now - PDF_WAIT_LIMIT_MS - 1).toISOString();
    expect(listPollInterval([mindmap({ drive_pdf_url: '', created_at: old })], now)).toBe(false);
  });

  it('not before the list has loaded, nor for an empty list', () => {
    expect(listPollInterval(undefined, now)).toBe(false);
    expect(listPollInterval([], now)).toBe(false);
  });
});
