/**
 * Figures drawn by the project's own code (`packages/figures`) are rendered at build time and
 * served as static files: `/figures/<id>.svg`, cached for a long time and kept offline by the
 * service worker (docs/decisions/085-figures-drawn-at-build-and-served-as-files.md).
 */
export const FIGURES_PATH = '/figures/';

/** The address of a catalogue figure, e.g. `figureUrl('ecg.af-110')` is `/figures/ecg.af-110.svg`. */
export const figureUrl = (id: string) => `${FIGURES_PATH}${id}.svg`;
