/** The file work's pool starts no process until a file comes, and lets it go when idle (decision 073). */
import { expect, it } from 'vitest';
import { makePdf } from '../../../test/helpers/notes.ts';
import { createFileWork } from './file-work.ts';
import { FileLimitError } from './limits.ts';

const limits = {
  timeoutMs: 20_000,
  memoryMb: 512,
  maxPages: 100,
  maxStreamBytes: 100 * 1024 * 1024,
  maxDecodedBytes: 400 * 1024 * 1024,
  maxImagePixels: 40_000_000,
};

it('starts a child on the first task, reuses it, and ends it once idle', async () => {
  const work = createFileWork({ limits, idleMs: 400 });
  try {
    expect(work.running).toBe(0);
    expect(await work.inspectPdf(await makePdf(2))).toEqual({ pageCount: 2 });
    expect(work.running).toBe(1);
    expect(await work.inspectPdf(await makePdf(3))).toEqual({ pageCount: 3 });
    expect(work.running).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(work.running).toBe(0);
  } finally {
    await work.close();
  }
});

it('kills the child of a task past its time limit', async () => {
  const work = createFileWork({ limits: { ...limits, timeoutMs: 1 } });
  try {
    const failed = work.inspectPdf(await makePdf(2));
    await expect(failed).rejects.toBeInstanceOf(FileLimitError);
    await expect(failed).rejects.toMatchObject({ kind: 'time' });
    expect(work.running).toBe(0);
  } finally {
    await work.close();
  }
});
