/** The look of the flashcards forms' plain fields (the design system's Input covers text boxes only). */
export const fieldClasses =
  'min-h-11 w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-primary';
