import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readAll, readUpTo } from './read-stream.ts';

function webStream(chunks: string[]): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

describe('the stream reader', () => {
  it('reads a Node stream of text and bytes into one buffer', async () => {
    const stream = Readable.from(['ab', Buffer.from('cd')]);
    expect((await readAll(stream)).toString()).toBe('abcd');
  });

  it('reads a web stream whole when it stays within the limit', async () => {
    const { stream } = webStream(['abc', 'def']);
    const read = await readUpTo(stream, 6);
    expect(read).toEqual({ bytes: Buffer.from('abcdef'), truncated: false });
  });

  it('stops at the chunk that goes over the limit, says so and cancels the stream', async () => {
    const { stream, cancelled } = webStream(['abc', 'def', 'ghi']);
    const read = await readUpTo(stream, 4);
    expect(read.truncated).toBe(true);
    expect(read.bytes.toString()).toBe('abcdef');
    expect(cancelled()).toBe(true);
  });
});
