/**
 * The header's help button label, in a module of its own: the button is on every signed-in page's
 * first load, and the web build puts a whole module in the app's first chunk when the app imports
 * any of it (apps/web/vite-plugins/app-chunk.ts), so helpMessages stays with the help pages.
 */
export const HELP_BUTTON_LABEL = 'Help';
