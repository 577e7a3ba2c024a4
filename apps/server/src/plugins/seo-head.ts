/**
 * The head tags each page carries in the HTML the server sends, so a link shared on WhatsApp
 * or found by a search engine shows the page's own title and description without JavaScript.
 */
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '@medsutra/contract/product';
import { findRedirect, findRoute, pageTitle } from '@medsutra/contract/routes';

export interface PageHead {
  title: string;
  description: string;
  canonicalPath: string;
  /** false for an address the app does not know (the reply is then a 404). */
  known: boolean;
  keywords?: string;
  jsonLd?: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * JSON as a data block in a page: data, not script, so the CSP does not apply; `<` is escaped so
 * no text in it (a name, a path) can close the element.
 */
export function jsonDataTag(type: 'application/json' | 'application/ld+json', value: unknown, id?: string): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="${type}"${id ? ` id="${escapeHtml(id)}"` : ''}>${json}</script>`;
}

/** Extra tags for pages that need more than a title and description. */
export type PageHeadExtras = Record<string, Pick<PageHead, 'keywords' | 'jsonLd'>>;

export function pageHeadFor(pathname: string, extras: PageHeadExtras = {}): PageHead {
  const redirect = findRedirect(pathname);
  const target = redirect ? redirect.to : pathname;
  const route = findRoute(target);
  if (!route) {
    return {
      title: `Page Not Found | ${PRODUCT_NAME}`,
      description: PRODUCT_DESCRIPTION,
      canonicalPath: '/',
      known: false,
    };
  }
  const canonicalPath = route.path.includes(':') || route.path.endsWith('*') ? target : route.path;
  return {
    title: pageTitle(route),
    description: route.description,
    canonicalPath,
    known: true,
    ...extras[canonicalPath],
  };
}

export function renderHeadTags(head: PageHead, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const url = `${base}${head.canonicalPath}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${base}/og-image.png`)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
  ];
  if (!head.known) tags.push('<meta name="robots" content="noindex" />');
  if (head.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(head.keywords)}" />`);
  if (head.jsonLd) tags.push(jsonDataTag('application/ld+json', head.jsonLd));
  return tags.join('\n    ');
}
