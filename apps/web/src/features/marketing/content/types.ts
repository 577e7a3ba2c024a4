/** The shape of long-form text kept out of the page components. */
export interface ProseSection {
  /** Anchor for the table of contents and deep links. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** A bulleted list shown after the paragraphs. */
  items?: readonly string[];
  /** Paragraphs shown after the list. */
  closing?: readonly string[];
}
