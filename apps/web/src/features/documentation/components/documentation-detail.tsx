import { DOCUMENTATION_PROVIDER_NAMES, documentationMessages } from '@medsutra/contract/documentation/api';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useDocumentationItem } from '../api/get-documentation-item';

/** Styles for the server's sanitized HTML, which carries no classes of its own. */
const PROSE =
  'text-ink leading-relaxed [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:mt-4 [&_h3]:mb-2 ' +
  '[&_h3]:font-semibold [&_h3]:text-lg [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 ' +
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_a]:text-primary [&_a]:underline [&_code]:rounded ' +
  '[&_code]:bg-surface-muted [&_code]:px-1 [&_code]:text-sm [&_code]:break-words [&_pre]:my-3 [&_pre]:overflow-x-auto ' +
  '[&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-3 [&_table]:my-3 [&_table]:block [&_table]:overflow-x-auto ' +
  '[&_table]:text-sm [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_td]:border ' +
  '[&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_td]:align-top [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3';

export interface DocumentationDetailProps {
  id: string;
  onBack: () => void;
}

export function DocumentationDetail({ id, onBack }: DocumentationDetailProps) {
  const query = useDocumentationItem(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const item = query.data?.documentation;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  useEffect(() => {
    if (item) headingRef.current?.focus();
  }, [item]);

  const back = (
    <Button variant="secondary" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {documentationMessages.backToList}
    </Button>
  );

  if (query.isPending) {
    return (
      <div className="space-y-6">
        {back}
        <Spinner label={documentationMessages.loading} />
      </div>
    );
  }
  if (query.isError || !item) {
    return (
      <div className="space-y-6">
        {back}
        <Card role="alert" className="border-danger text-danger">
          {documentationMessages.detailFailed}
        </Card>
      </div>
    );
  }
  return (
    <article className="space-y-4">
      {back}
      <header>
        <p className="font-semibold text-accent text-sm uppercase tracking-wide">
          {DOCUMENTATION_PROVIDER_NAMES[item.apiProvider]}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-1 font-bold text-2xl text-ink focus:outline-none sm:text-3xl">
          {item.title}
        </h1>
        <p className="mt-2 text-muted">{item.description}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-muted text-sm">
          <span>{documentationMessages.updated(formatDate(item.lastUpdated))}</span>
          <span>{documentationMessages.views(item.viewCount)}</span>
          {item.sourceUrl ? (
            <a
              href={item.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline"
            >
              {documentationMessages.officialSource}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
        </p>
      </header>
      <Card className="min-w-0">
        {/* Sanitized by the server before it was stored and again before it was sent (docs/architecture.md). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the one place the app shows stored HTML, sanitized on the server */}
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: item.htmlContent }} />
      </Card>
    </article>
  );
}
