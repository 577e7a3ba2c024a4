/**
 * The words of the flashcards pages (issue 34): the decks, the review screen, the settings, the
 * backlog and the Anki import. No zod: the pages import this alone.
 */
import { FLASHCARD_REVIEW_XP, FLASHCARD_XP_DAILY_CAP } from '../economy/table.ts';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const flashcardRatingLabels = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' } as const;

/** Weekday names for easy days, 0 = Sunday (the contract's numbering). */
export const flashcardWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const flashcardScreenText = {
  title: 'Flashcards',
  description: 'Cards from the library, from your mistakes and your own, on one schedule that knows your exam date.',
  xpRule: `${FLASHCARD_REVIEW_XP} XP per due card reviewed, at most ${FLASHCARD_XP_DAILY_CAP} XP a day. New cards and repeats earn nothing.`,
  loading: 'Loading your decks…',
  loadFailed: 'Your decks could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  reviewAll: (due: number) => (due === 0 ? 'Nothing due now' : `Review ${plural(due, 'card')} due`),
  decksTitle: 'Your decks',
  noDecks: 'No decks yet. Make cards from the library below, or start a deck of your own.',
  deckKind: { library: 'From the library', mistakes: 'From your wrong answers', own: 'Your own cards' },
  deckCounts: (cards: number, due: number) => `${plural(cards, 'card')} · ${due} due today`,
  reviewDeck: 'Review',
  addCards: 'Add cards',
  // Library
  libraryTitle: 'Make cards from the library',
  libraryIntro: 'Pick a subject, then subtopics: each note’s key facts and table rows become cards.',
  subject: 'Subject',
  chooseSubject: 'Choose a subject',
  subtopicsLoading: 'Loading subtopics…',
  noNotes: 'no notes yet',
  makeCards: (count: number) => (count === 0 ? 'Choose subtopics' : `Make cards from ${plural(count, 'subtopic')}`),
  making: 'Making cards…',
  made: (added: number) =>
    added === 0
      ? 'Those cards were already in your deck; their text is up to date.'
      : `${plural(added, 'card')} added to “From the library”.`,
  makeFailed: 'The cards could not be made. Check your connection and try again.',
  // Own decks and cards
  newDeckTitle: 'A deck of your own',
  deckName: 'Deck name',
  createDeck: 'Create deck',
  deckCreated: (name: string) => `Deck “${name}” created. Add its first card.`,
  front: 'Front (the question)',
  back: 'Back (the answer)',
  addCard: 'Add card',
  cardAdded: 'Card added. It is due now.',
  saveCard: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: 'Delete this card and its review history?',
  cardDeleted: 'Card deleted.',
  saveFailed: 'The card could not be saved. Check your connection and try again.',
  cardsInDeck: 'Cards due now in this deck',
  noCardsDue: 'No card of this deck is due now.',
  // Review
  reviewTitle: 'Review',
  reviewLoading: 'Loading the cards due…',
  reviewFailed: 'The cards due could not be loaded. Check your connection and try again.',
  position: (index: number, total: number) => `Card ${index} of ${total}`,
  showAnswer: 'Show answer',
  showAnswerHint: 'Space',
  ratingHint: 'Keys 1–4 rate the card; on a phone, swipe left for Again, right for Good.',
  rateGroup: 'How well did you remember it?',
  comesBackIn: (label: string) => `again in ${label}`,
  sessionDone: (count: number) =>
    count === 0 ? 'Nothing is due now. Well done.' : `Done: ${plural(count, 'card')} reviewed.`,
  backToDecks: 'Back to your decks',
  reviewMore: 'Check for more',
  occlusionCovered: 'Hidden label',
  occlusionAlt: (label: string) => `Figure with the label “${label}” marked`,
  figureFailed: 'The figure could not be loaded.',
  // Sync
  waiting: (count: number) => `${plural(count, 'review')} waiting to sync`,
  waitingOffline: (count: number) =>
    `${plural(count, 'review')} waiting to sync. They are kept on this phone and sent when you are back online.`,
  syncNow: 'Sync now',
  synced: (count: number, xp: number) =>
    xp > 0 ? `${plural(count, 'review')} synced, +${xp} XP.` : `${plural(count, 'review')} synced.`,
  syncFailed: 'Some reviews could not be sent yet. They are kept on this phone and tried again.',
  // Settings and forecast
  settingsTitle: 'Schedule settings',
  retention: 'Desired retention',
  retentionValue: (value: number) => `${Math.round(value * 100)}% of cards remembered when they come back`,
  retentionHelp:
    'Higher retention means more reviews a day. The chart shows what the chosen value costs before you save.',
  forecastTitle: 'Reviews a day, next 30 days',
  forecastTotal: (total: number, retention: number) =>
    `${plural(total, 'review')} in 30 days at ${Math.round(retention * 100)}% retention`,
  forecastLoading: 'Drawing the forecast…',
  forecastFailed: 'The forecast could not be loaded.',
  forecastDay: (date: string, due: number) => `${date}: ${plural(due, 'review')}`,
  easyDays: 'Easy days (fewer reviews)',
  easyDaysHelp: 'Up to 3 weekdays that get fewer reviews.',
  examDate: 'Exam date',
  examDateHelp: 'Cards that would fall due after it are brought before it.',
  examDateFromProfile: (date: string) => `Left empty, the exam date on your profile (${date}) is used.`,
  clearExamDate: 'No exam date',
  saveSettings: 'Save settings',
  settingsSaved: 'Settings saved. Your cards are scheduled with them from now on.',
  settingsFailed: 'The settings could not be saved. Check your connection and try again.',
  // Backlog
  backlogTitle: 'Catch up after a break',
  backlogIntro: (overdue: number) =>
    `${plural(overdue, 'card')} overdue. Instead of all of them today, spread them over the next days, the ones you are most likely to have forgotten first.`,
  backlogDays: 'Spread over',
  backlogDaysValue: (days: number) => plural(days, 'day'),
  backlogPerDay: (perDay: number) => `About ${plural(perDay, 'card')} a day`,
  backlogDay: (date: string, cards: number) => `${date}: ${plural(cards, 'card')}`,
  spread: 'Spread them',
  spreading: 'Spreading…',
  spreadDone: (count: number) => `${plural(count, 'card')} moved to the coming days.`,
  spreadFailed: 'The backlog could not be spread. Check your connection and try again.',
  // Import and export
  transferTitle: 'Anki and CSV',
  importLabel: 'Import an Anki deck (.apkg, up to 100 MB)',
  importButton: 'Import',
  importing: (percent: number) => `Uploading… ${percent}%`,
  importProcessing: 'Reading the deck…',
  imported: (count: number) => `${plural(count, 'card')} imported.`,
  importSkipped: 'Not brought over:',
  importFailed: 'The deck could not be imported. Check your connection and try again.',
  importSkipReasons: {
    audio: 'sounds',
    video: 'videos',
    unsupported_note_type: 'notes of a type this import does not know',
    cloze_note: 'cloze notes',
    empty_note: 'empty notes',
    media_too_large: 'images larger than 5 MB',
    media_unsupported: 'images in a format this import does not read',
    media_missing: 'images missing from the file',
    duplicate_note: 'notes already imported',
    extra_image: 'extra pictures on a note (one picture per card comes)',
    too_many_cards: 'cards past the limit',
  },
  exportCsv: 'Export my cards (CSV)',
} as const;
