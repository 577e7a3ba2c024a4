/** The help button, guide and FAQ overlay's own sentences, apart from the content so the button stays small. */
import { PRODUCT_NAME } from '../product.ts';

export const helpMessages = {
  title: 'App Tutorial & Help Guide',
  description: `How every part of ${PRODUCT_NAME} works, from your first login to premium tools.`,
  back: 'Back to Profile',
  overlayTitle: 'Help & FAQ',
  overlayDescription: 'Answers to common questions, and quick links to every part of the app.',
  quickLinks: 'Quick links',
  fullGuide: 'Open the full guide',
  close: 'Close help',
  searchLabel: 'Search help',
  searchPlaceholder: 'Search help, e.g. “device”',
  noResults: (query: string) => `Nothing in the guide matches “${query}”. Try another word, or ask us from Contact Us.`,
  results: (count: number) => (count === 1 ? '1 answer' : `${count} answers`),
  goTo: (screen: string) => `Go to ${screen}`,
} as const;
