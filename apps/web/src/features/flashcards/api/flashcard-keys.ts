/** The flashcards' query keys: what a write invalidates is named here once. */
export const flashcardKeys = {
  all: ['flashcards'] as const,
  decks: ['flashcards', 'decks'] as const,
  due: ['flashcards', 'due'] as const,
  forecast: (retention: number | null) => ['flashcards', 'forecast', retention] as const,
  settings: ['flashcards', 'settings'] as const,
  backlog: (days: number) => ['flashcards', 'backlog', days] as const,
};
