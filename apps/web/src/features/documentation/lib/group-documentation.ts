import {
  DOCUMENTATION_PROVIDERS,
  type DocumentationProvider,
  type DocumentationSummary,
} from '@medsutra/contract/documentation/api';

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
