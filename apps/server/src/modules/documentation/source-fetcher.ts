/**
 * Fetching an official documentation page for Refresh. The fetcher is a dependency so tests point
 * it at a local HTTP server; the URLs it is given come from the bundled list, never from a request.
 */
import { readUpTo } from '../../lib/read-stream.ts';
import { documentationHtmlToText, sanitizeDocumentationHtml } from './sanitize.ts';

/** Returns the page's HTML, or null when the source answered with something that is not a page. */
export type SourceFetcher = (url: string, signal: AbortSignal) => Promise<string | null>;

export interface HttpSourceFetcherOptions {
  /** Each page must arrive within this time. */
  timeoutMs?: number;
  /** A larger page is not read past this size. */
  maxBytes?: number;
  /** Tests point the official addresses at a local server. */
  rewriteUrl?: (url: string) => string;
}

export function createHttpSourceFetcher(options: HttpSourceFetcherOptions = {}): SourceFetcher {
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  return async (url, signal) => {
    const target = options.rewriteUrl ? options.rewriteUrl(url) : url;
    const response = await fetch(target, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      redirect: 'follow',
      headers: { accept: 'text/html', 'user-agent': 'MedSutra documentation refresh' },
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !contentType.toLowerCase().includes('text/html') || !response.body) {
      await response.body?.cancel();
      return null;
    }
    const { bytes } = await readUpTo(response.body, maxBytes);
    return bytes.toString('utf8');
  };
}

/** Pages shorter than this once reduced to text are a script-rendered shell or a challenge page. */
const MIN_USEFUL_TEXT = 200;

/**
 * The documentation part of a fetched page (its `main`, else `article`, else `body`), sanitized;
 * null when what is left is too little to be the documentation.
 */
export function extractSourceDocumentation(pageHtml: string): { html: string; text: string } | null {
  const withoutChrome = pageHtml.replace(/<(nav|header|footer|aside)\b[\s\S]*?<\/\1>/gi, '');
  const part =
    /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(withoutChrome)?.[1] ??
    /<article\b[^>]*>([\s\S]*?)<\/article>/i.exec(withoutChrome)?.[1] ??
    /<body\b[^>]*>([\s\S]*?)<\/body>/i.exec(withoutChrome)?.[1] ??
    withoutChrome;
  const html = sanitizeDocumentationHtml(part);
  const text = documentationHtmlToText(html);
  return text.length >= MIN_USEFUL_TEXT ? { html, text } : null;
}
