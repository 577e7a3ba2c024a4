/**
 * When the saved list asks the server again by itself: while a job is queued or generating, and
 * for a while after a mindmap is ready but its PDF (a job of its own) is not, so the PDF button
 * appears without a tap on refresh. Otherwise it does not poll at all.
 */
import type { MindmapSummary } from '@medsutra/contract/mindmaps/api';

export const MINDMAP_LIST_POLL_MS = 4000;
/** A PDF still missing this long after the mindmap was made is not coming without help. */
export const PDF_WAIT_LIMIT_MS = 10 * 60 * 1000;

export const isRunning = (mindmap: Pick<MindmapSummary, 'status'>) =>
  mindmap.status === 'queued' || mindmap.status === 'generating';

function awaitsPdf(mindmap: MindmapSummary, now: number): boolean {
  if (mindmap.status !== 'ready' || mindmap.drive_pdf_url) return false;
  const created = Date.parse(mindmap.created_at);
  return Number.isFinite(created) && now - created < PDF_WAIT_LIMIT_MS;
}

export function listPollInterval(mindmaps: readonly MindmapSummary[] | undefined, now: number): number | false {
  if (!mindmaps) return false;
  return mindmaps.some((mindmap) => isRunning(mindmap) || awaitsPdf(mindmap, now)) ? MINDMAP_LIST_POLL_MS : false;
}
