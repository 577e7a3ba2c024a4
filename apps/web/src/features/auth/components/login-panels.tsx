/**
 * The sign-in page's collapsible panels (features comparison, a success story, trusted sources),
 * the tutorial link and Explore Features. Native <details>: no script, nothing on first load.
 */

import { loginPanels } from '@medsutra/contract/auth/login-panels';
import { loginMessages } from '@medsutra/contract/auth/messages';
import { paths } from '@medsutra/contract/routes';
import { ChevronDown, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const p = loginPanels;
const featuresUrl = `${paths.featuresAndBlog}?from=login`;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-border bg-surface">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-3 py-2 font-medium text-ink [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="px-3 pb-3 text-sm text-muted">{children}</div>
    </details>
  );
}

export default function LoginPanels() {
  return (
    <div className="flex flex-col gap-3">
      <Panel title={p.comparisonTitle}>
        <ul className="flex flex-col gap-3">
          {p.comparison.map((row) => (
            <li key={row.feature} className="rounded-lg bg-surface-muted p-3">
              <p>
                <span className="text-muted">{p.comparisonColumns.oldApp}: </span>
                <span className="text-ink line-through decoration-muted">{row.oldApp}</span>
              </p>
              <p className="font-semibold text-ink">
                {p.comparisonColumns.feature}: {row.feature}
              </p>
              <p className="mt-1">{row.description}</p>
              <ul className="mt-1 list-disc pl-5">
                {row.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <Link
          to={`${featuresUrl}&section=features`}
          className="mt-3 inline-flex min-h-11 items-center text-primary underline"
        >
          {loginMessages.exploreFeatures}
        </Link>
      </Panel>
      <Panel title={p.storyTitle}>
        <p>{p.story}</p>
      </Panel>
      <Panel title={p.sourcesTitle}>
        <p>{p.sourcesIntro}</p>
        <ul className="mt-2 list-disc pl-5">
          {p.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </Panel>
      <a
        href={`${featuresUrl}&section=tutorial`}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm text-primary underline"
      >
        {loginMessages.tutorial}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
