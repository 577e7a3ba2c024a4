/**
 * The documentation hub shows HTML from its database, so that HTML passes this allowlist before
 * it is stored and again before it is served: no scripts, styles, frames, forms or event handlers,
 * only http(s) and mailto links, and every link opens without handing over `window.opener`.
 */
import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';

// Loaded on first use rather than at start-up: sanitize-html brings postcss and an HTML parser.
let sanitizeHtmlLibrary: typeof sanitizeHtmlType | undefined;
function sanitizeHtml(...args: Parameters<typeof sanitizeHtmlType>): string {
  sanitizeHtmlLibrary ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlType;
  return sanitizeHtmlLibrary(...args);
}

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'hr',
  'dl',
  'dt',
  'dd',
];

const OPTIONS: sanitizeHtmlType.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // `target` and `rel` are allowed because the `a` transform below writes them; it overwrites any from the input.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'], code: ['class'] },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text inside these is dropped along with the tag, not shown as stray text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'template'],
  transformTags: {
    // An h1 belongs to the page; content headings start at h2.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

export function sanitizeDocumentationHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of sanitized HTML, for the full-text search vector. */
export function documentationHtmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(\/?)(p|li|h[1-6]|tr|pre|br|dd|dt)\b/gi, ' <$1$2'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags ?? [],
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
