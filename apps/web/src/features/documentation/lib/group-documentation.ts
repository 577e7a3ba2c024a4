import {
  DOCUMENTATION_PROVIDERS,
  type DocumentationProvider,
  type DocumentationSummary,
} from '@medsutra/contract/documentation';

export type DocumentationTab = 'all' | DocumentationProvider;

export interface DocumentationGroup {
  provider: DocumentationProvider;
  items: DocumentationSummary[];
}

/** The tab's items grouped by provider, in the contract's provider order, keeping the list's order inside. */
export function groupDocumentation(
  items: readonly DocumentationSummary[],
  tab: DocumentationTab,
): DocumentationGroup[] {
  return DOCUMENTATION_PROVIDERS.filter((provider) => tab === 'all' || tab === provider)
    .map((provider) => ({ provider, items: items.filter((item) => item.apiProvider === provider) }))
    .filter((group) => group.items.length > 0);
}

/** The sentence of a failed call: the server's message when it sent one, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : '';
  const body = text.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON (a network failure or a proxy page): the fallback says it in the spec's words.
  }
  return fallback;
}
