/**
 * Figures drawn by the project's own code (`packages/figures`) are rendered at build time and
 * served as static files: `/figures/<id>.svg`, cached for a long time and kept offline by the
 * service worker (docs/decisions/085-figures-drawn-at-build-and-served-as-files.md). An
 * institution's licensed image, `licensed.<name>`, is served from the file store under the same
 * folder, so the same cache and offline rules hold for it (decision 086).
 */
export const FIGURES_PATH = '/figures/';
export const LICENSED_FIGURES_PATH = `${FIGURES_PATH}licensed/`;

/** The address of a figure: `figureUrl('ecg.af-110')` is `/figures/ecg.af-110.svg`. */
export const figureUrl = (id: string) =>
  id.startsWith('licensed.')
    ? `${LICENSED_FIGURES_PATH}${encodeURIComponent(id.slice('licensed.'.length))}`
    : `${FIGURES_PATH}${encodeURIComponent(id)}.svg`;
