/**
 * The documentation hub (/api-documentation): search, provider tabs filtering on the client, cards
 * grouped by provider, Initialize and Refresh, and a detail view of one item.
 */
import {
  DOCUMENTATION_PROVIDER_NAMES,
  DOCUMENTATION_PROVIDERS,
  DOCUMENTATION_SEARCH_MAX_LENGTH,
  documentationMessages,
} from '@medsutra/contract/documentation/api';
import { findRoute, paths } from '@medsutra/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { DatabaseZap, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { useIsAdmin } from '@/features/auth/api/use-is-admin';
import { failureSentence } from '@/lib/api-failure';
import { cn } from '@/lib/cn';
import { useInitializeDocumentation, useRefreshDocumentation } from '../api/documentation-actions';
import { documentationListQueryKey, useDocumentation } from '../api/get-documentation';
import { useDocumentationSearch } from '../api/search-documentation';
import { DocumentationCard } from '../components/documentation-card';
import { DocumentationDetail } from '../components/documentation-detail';
import { DocumentationEmpty } from '../components/documentation-empty';
import { type DocumentationTab, groupDocumentation } from '../lib/group-documentation';

const route = findRoute(paths.apiDocumentation);
const SEARCH_DELAY_MS = 300;
const TABS: readonly { id: DocumentationTab; label: string }[] = [
  { id: 'all', label: documentationMessages.tabAll },
  ...DOCUMENTATION_PROVIDERS.map((provider) => ({ id: provider, label: DOCUMENTATION_PROVIDER_NAMES[provider] })),
];

/** The query the search call uses: trimmed, and only once typing pauses. */
function useSettledQuery(text: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return text.trim() === '' ? '' : settled;
}

export default function ApiDocumentationPage() {
  const [searchText, setSearchText] = useState('');
  const [tab, setTab] = useState<DocumentationTab>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // Initialize and Refresh write the hub for everyone: admins only (the server checks too).
  const isAdmin = useIsAdmin();

  const searchQuery = useSettledQuery(searchText);
  const searching = searchQuery.length > 0;
  const list = useDocumentation({ enabled: !searching });
  const search = useDocumentationSearch(searchQuery);
  const active = searching ? search : list;
  const items = active.data?.documentation ?? [];
  const groups = groupDocumentation(items, tab);

  const initialize = useInitializeDocumentation();
  const refresh = useRefreshDocumentation();
  const busy = initialize.isPending || refresh.isPending;

  if (selectedId) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        <DocumentationDetail
          id={selectedId}
          onBack={() => {
            setSelectedId(null);
            // The view just counted; the cards show the new count.
            void queryClient.invalidateQueries({ queryKey: documentationListQueryKey });
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader
        title={route?.title ?? 'API documentation'}
        description={route?.description}
        actions={
          isAdmin ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => initialize.mutate()} disabled={busy}>
                <DatabaseZap aria-hidden="true" className="size-4" />
                {documentationMessages.initialize}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => refresh.mutate()} disabled={busy}>
                <RefreshCw aria-hidden="true" className={cn('size-4', refresh.isPending && 'animate-spin')} />
                {documentationMessages.refresh}
              </Button>
            </>
          ) : undefined
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          size="large"
          label={documentationMessages.searchLabel}
          className="sm:w-96"
          value={searchText}
          maxLength={DOCUMENTATION_SEARCH_MAX_LENGTH}
          onChange={setSearchText}
          placeholder={documentationMessages.searchPlaceholder}
        />
        <fieldset className="flex gap-1 rounded-lg bg-surface-muted p-1">
          <legend className="sr-only">Provider</legend>
          {TABS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={tab === option.id}
              onClick={() => setTab(option.id)}
              className={cn(
                'min-h-11 flex-1 rounded-md px-4 font-medium text-sm sm:flex-none',
                tab === option.id ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink',
              )}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>

      {active.isPending && !active.data ? (
        <div className="py-10 text-center">
          <Spinner label={documentationMessages.loading} />
        </div>
      ) : active.isError ? (
        <Card role="alert" className="border-danger text-danger">
          {failureSentence(active.error, documentationMessages.detailFailed)}
        </Card>
      ) : groups.length === 0 ? (
        <DocumentationEmpty
          searching={searching}
          canInitialize={isAdmin}
          initializing={initialize.isPending}
          onInitialize={() => initialize.mutate()}
        />
      ) : (
        <div className="space-y-8" aria-busy={active.isFetching}>
          {groups.map((group) => (
            <section key={group.provider} aria-labelledby={`docs-${group.provider}`}>
              <h2 id={`docs-${group.provider}`} className="mb-3 font-semibold text-ink text-lg">
                {DOCUMENTATION_PROVIDER_NAMES[group.provider]}{' '}
                <span className="font-normal text-muted">({group.items.length})</span>
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <DocumentationCard item={item} onView={setSelectedId} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
