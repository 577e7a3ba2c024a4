/** The notes and PDF call URLs the first load may need (zod-free). */

export const pdfDataUrl = (id: string) => `/api/pdfs/${encodeURIComponent(id)}/data`;

export const pdfThumbnailUrl = (id: string) => `/api/pdfs/${encodeURIComponent(id)}/thumbnail`;
