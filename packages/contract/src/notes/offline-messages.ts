/**
 * The words of an offline note opened from the offline notes list. Apart from messages.ts, which
 * the sign-in page's first load carries; only the note's own lazy chunk needs these.
 */
export const offlineNoteMessages = {
  savedOnDevice: 'Saved on this device: readable without a connection.',
  savedAt: (when: string) => `Downloaded ${when}`,
  noContent: 'This note was saved without its text. Open it while online to download it again.',
  missing: 'This note is not saved on this device. Download it again while online.',
  backToList: 'All offline notes',
} as const;
