/**
 * Head tags beyond a title and description, for the pages that need them: keywords and JSON-LD
 * structured data, sent in the HTML the server serves so search engines and link previews see
 * them without running JavaScript.
 */
import { PRODUCT_NAME } from '../product.ts';
import { findRoute, paths } from '../routes.ts';

export interface SeoPageExtra {
  keywords?: string;
  jsonLd?: Record<string, unknown>;
}

export const PREDICTION_BLOG_KEYWORDS = [
  'NEET PG prediction',
  'NEET PG topic prediction',
  'NEET PG high-yield topics',
  'NEET PG previous year questions analysis',
  'NEET PG preparation',
  'INICET preparation',
  `${PRODUCT_NAME} NEET PG`,
].join(', ');

/** Extras by canonical path; the JSON-LD needs the site's public address for its URLs. */
export function seoPageExtras(publicUrl: string): Record<string, SeoPageExtra> {
  const base = publicUrl.replace(/\/$/, '');
  const blog = findRoute(paths.predictionBlog);
  const organization = { '@type': 'Organization', name: PRODUCT_NAME, url: `${base}/` };
  return {
    [paths.predictionBlog]: {
      keywords: PREDICTION_BLOG_KEYWORDS,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: blog ? `${blog.title}: how ${PRODUCT_NAME} predicts high-yield topics` : PRODUCT_NAME,
        description: blog?.description ?? '',
        inLanguage: 'en-IN',
        about: ['NEET PG', 'Previous-year question analysis'],
        keywords: PREDICTION_BLOG_KEYWORDS,
        image: `${base}/og-image.png`,
        url: `${base}${paths.predictionBlog}`,
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${base}${paths.predictionBlog}` },
        author: organization,
        publisher: organization,
      },
    },
  };
}
