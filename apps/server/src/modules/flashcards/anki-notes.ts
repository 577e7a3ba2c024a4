/**
 * An Anki package's notes as MedSutra cards (decision 138), pure: a standard note's first two
 * fields are the front and back; a cloze note gives one card per cloze number (that number hidden
 * as "[…]", the others shown); HTML becomes plain text; a note's first picture goes with its card;
 * the Anki card's review history becomes log entries. What cannot come is counted by reason.
 */
import type { FlashcardImportSkipReason } from '@medsutra/contract/flashcards/api';
import sanitizeHtml from 'sanitize-html';
import type { ReviewRating } from '../../lib/spaced-repetition.ts';
import { type AnkiPackage, imageNamesIn } from '../../lib/untrusted/anki-package.ts';

const IMPORT_FRONT_MAX = 2000;
const IMPORT_BACK_MAX = 4000;
const DECK_NAME_MAX = 80;

export interface ImportedCard {
  /** `anki:<note guid>:<card ord>`: the same note imported again is a duplicate. */
  sourceKey: string;
  deck: string;
  front: string;
  back: string;
  image: { name: string; side: 'front' | 'back' } | null;
  createdAt: Date;
  reviews: { reviewId: string; rating: ReviewRating; reviewedAt: Date }[];
}

const SOUND = /\[sound:([^\]]*)\]/g;
const VIDEO_FILE = /\.(mp4|webm|mov|mkv|avi|ogv)$/i;
const RATINGS: Record<number, ReviewRating> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A field's HTML as plain text: line breaks kept, tags, scripts, styles and sounds dropped. */
export function ankiHtmlToText(html: string): string {
  const broken = html
    .replace(SOUND, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(div|p|li|tr|h[1-6])\s*>/gi, '\n');
  const stripped = sanitizeHtml(broken, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title', 'head'],
  });
  return stripped
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const CLOZE = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/** The cloze numbers a text uses, ascending. */
export function clozeNumbers(html: string): number[] {
  return [...new Set([...html.matchAll(CLOZE)].map((match) => Number(match[1])))].sort((a, b) => a - b);
}

/** The text with cloze `n` hidden ("[…]" or "[hint]") and the others shown; `null` shows all. */
export function clozeText(html: string, hidden: number | null): string {
  return html.replace(CLOZE, (_, number: string, answer: string, hint?: string) =>
    Number(number) === hidden ? `[${hint?.trim() || '…'}]` : answer,
  );
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const deckName = (name: string) =>
  cut(
    name
      .split('::')
      .map((part) => part.trim())
      .join(' › ') || 'Anki',
    DECK_NAME_MAX,
  );

export function cardsFromAnki(pkg: AnkiPackage, now: Date) {
  const skipped = new Map<FlashcardImportSkipReason, number>();
  const skip = (reason: FlashcardImportSkipReason, count = 1) => {
    if (count > 0) skipped.set(reason, (skipped.get(reason) ?? 0) + count);
  };
  skip('too_many_cards', pkg.notesOverLimit);
  skip('media_too_large', pkg.imagesSkipped.tooLarge);
  skip('media_unsupported', pkg.imagesSkipped.unsupported);
  skip('media_missing', pkg.imagesSkipped.missing);

  const models = new Map(pkg.models.map((model) => [model.id, model]));
  const decks = new Map(pkg.decks.map((deck) => [deck.id, deck.name]));
  const cardsOf = new Map<number, AnkiPackage['cards']>();
  for (const card of pkg.cards) cardsOf.set(card.noteId, [...(cardsOf.get(card.noteId) ?? []), card]);
  const revlogOf = new Map<number, AnkiPackage['revlog']>();
  for (const entry of pkg.revlog) revlogOf.set(entry.cardId, [...(revlogOf.get(entry.cardId) ?? []), entry]);
  const available = new Set(pkg.images.map((image) => image.name));

  const cards: ImportedCard[] = [];
  for (const note of pkg.notes) {
    const model = models.get(note.modelId);
    const sounds = note.fields.flatMap((field) => [...field.matchAll(SOUND)].map((match) => match[1] ?? ''));
    if (sounds.some((name) => !VIDEO_FILE.test(name))) skip('audio');
    if (sounds.some((name) => VIDEO_FILE.test(name)) || note.fields.some((field) => /<video\b/i.test(field)))
      skip('video');
    if (!model || (!model.cloze && note.fields.length < 2)) {
      skip('unsupported_note_type');
      continue;
    }
    const [first = '', second = ''] = note.fields;
    const sides = model.cloze
      ? clozeNumbers(first).map((n) => ({
          ord: n - 1,
          front: clozeText(first, n),
          back: `${clozeText(first, null)}\n\n${second}`,
        }))
      : [{ ord: 0, front: first, back: second }];
    if (model.cloze && sides.length === 0) skip('cloze_note');

    const frontImages = imageNamesIn(first).filter((name) => available.has(name));
    const backImages = note.fields
      .slice(1)
      .flatMap(imageNamesIn)
      .filter((name) => available.has(name));
    const image = frontImages[0]
      ? { name: frontImages[0], side: 'front' as const }
      : backImages[0]
        ? { name: backImages[0], side: 'back' as const }
        : null;
    skip('extra_image', Math.max(0, frontImages.length + backImages.length - 1));

    const noteCreated = note.id > 1e11 && note.id <= now.getTime() ? note.id : now.getTime();
    for (const side of sides) {
      const front = cut(ankiHtmlToText(side.front), IMPORT_FRONT_MAX);
      const back = cut(ankiHtmlToText(side.back), IMPORT_BACK_MAX);
      if ((!front && !(image?.side === 'front')) || (!back && !image)) {
        skip('empty_note');
        continue;
      }
      const ankiCard = (cardsOf.get(note.id) ?? []).find((card) => card.ord === side.ord);
      const history = (revlogOf.get(ankiCard?.id ?? -1) ?? []).filter(
        (entry) => RATINGS[entry.ease] && entry.type >= 0 && entry.type <= 3 && entry.id <= now.getTime(),
      );
      const firstReview = history[0]?.id ?? Number.POSITIVE_INFINITY;
      cards.push({
        sourceKey: `anki:${note.guid}:${side.ord}`,
        deck: deckName(decks.get(ankiCard?.deckId ?? '') ?? 'Anki'),
        front: front || '(picture)',
        back: back || '(picture)',
        image,
        createdAt: new Date(Math.min(noteCreated, firstReview)),
        reviews: history.map((entry) => ({
          reviewId: `anki:${note.guid}:${side.ord}:${entry.id}`,
          rating: RATINGS[entry.ease] as ReviewRating,
          reviewedAt: new Date(entry.id),
        })),
      });
    }
  }
  return { cards, skipped };
}
