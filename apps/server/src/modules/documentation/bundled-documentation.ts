/**
 * The documentation that ships with the app. Initialize copies what is missing into the database;
 * Refresh falls back to it when an official source cannot be reached.
 */
import type { DocumentationProvider } from '@medsutra/contract/documentation/api';
import { BUNDLED_CHATBASE_ITEMS } from './bundled-chatbase.ts';
import { BUNDLED_OPENAI_ITEMS } from './bundled-openai.ts';

export interface BundledDocumentationItem {
  /** A stable slug: the primary key, so an item can never be added twice. */
  id: string;
  apiProvider: DocumentationProvider;
  title: string;
  description: string;
  sourceUrl: string;
  html: string;
}

/** When the bundled texts were last checked against their sources; their `lastUpdated`. */
export const BUNDLED_DOCUMENTATION_REVISED = new Date('2026-11-01T00:00:00Z');

export const BUNDLED_DOCUMENTATION: readonly BundledDocumentationItem[] = [
  ...BUNDLED_OPENAI_ITEMS,
  ...BUNDLED_CHATBASE_ITEMS,
];
