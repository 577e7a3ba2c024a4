/** The mindmap screens' page paths and query parameters (zod-free). */

/** The generator's back link (a redirect to the AI study tools page, docs/product-rules.md). */
export const MINDMAP_BACK_PATH = '/updated-ai-study-tools';

/** `?mindmap=<id>` on /mindmap-generator opens that mindmap in the viewer. */
export const MINDMAP_OPEN_PARAM = 'mindmap';
