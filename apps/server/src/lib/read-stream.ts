/**
 * The one stream reader: every chunk of a stream (a Node stream, a web `ReadableStream` or any
 * async iterable of bytes or text) into one Buffer.
 */
export async function readAll(stream: NodeJS.ReadableStream | AsyncIterable<unknown>): Promise<Buffer> {
  return (await readUpTo(stream, Number.POSITIVE_INFINITY)).bytes;
}

/**
 * The stream read until it has given more than `maxBytes`: then reading stops, the stream is
 * cancelled and `truncated` is true. `bytes` holds every chunk read, the one that went over too.
 */
export async function readUpTo(
  stream: NodeJS.ReadableStream | AsyncIterable<unknown>,
  maxBytes: number,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<string | Uint8Array>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    chunks.push(bytes);
    size += bytes.byteLength;
    if (size > maxBytes) return { bytes: Buffer.concat(chunks), truncated: true };
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}
