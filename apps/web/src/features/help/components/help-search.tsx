import { HELP_SECTIONS } from '@medsutra/contract/help/content';
import { helpMessages } from '@medsutra/contract/help/messages';
import { useDeferredValue, useId, useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { searchHelp } from '../lib/search-help';
import { HelpAnswer } from './help-answer';

export interface HelpSearchProps {
  onNavigate?: () => void;
}

/** Search over the guide and the FAQ; each result shows its whole answer, so the student lands on it. */
export function HelpSearch({ onNavigate }: HelpSearchProps) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const results = searchHelp(HELP_SECTIONS, deferred);
  const resultsId = useId();
  return (
    <div className="space-y-3">
      <SearchField
        size="large"
        label={helpMessages.searchLabel}
        value={query}
        onChange={setQuery}
        placeholder={helpMessages.searchPlaceholder}
        aria-controls={resultsId}
        maxLength={200}
      />
      <div id={resultsId} aria-live="polite">
        {deferred === '' ? null : results.length === 0 ? (
          <p className="text-muted">{helpMessages.noResults(deferred)}</p>
        ) : (
          <>
            <p className="sr-only">{helpMessages.results(results.length)}</p>
            <ol className="space-y-3">
              {results.map(({ section, question }) => (
                <li key={question.id} className="rounded-xl border border-border bg-surface p-4">
                  <p className="text-muted text-xs uppercase tracking-wide">{section.title}</p>
                  <h3 className="mt-1 mb-2 font-semibold text-ink">{question.question}</h3>
                  <HelpAnswer answer={question.answer} onNavigate={onNavigate} />
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}
