/**
 * One subtopic (/library/subtopic/:subtopicId): its high-yield points with their references, or a
 * plain statement that it has no notes yet; its neighbours; and "Report an error".
 */
import { libraryMessages, libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { librarySubjectPage, librarySubtopicPage } from '@medsutra/contract/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NoteView } from '@/components/library/note-view';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { FailureAlert, LoadingBox } from '@/components/ui/query-view';
import { useLibrarySubtopic } from '../api/get-subtopic';
import { libraryQueryText } from '../components/library-state';
import { ReportErrorForm } from '../components/report-error-form';

export default function LibrarySubtopicPage() {
  const subtopicId = useParams().subtopicId ?? '';
  const query = useLibrarySubtopic(subtopicId);
  if (query.isPending) return <LoadingBox label={libraryQueryText.loading} />;
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        <FailureAlert error={query.error} fallback={libraryQueryText.failed} />
      </div>
    );
  }
  const { subtopic } = query.data;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <Link
        to={librarySubjectPage(subtopic.subject.id)}
        className="inline-flex min-h-11 items-center gap-1 text-primary text-sm print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {text.backToSubject(subtopic.subject.name)}
      </Link>
      <PageHeader
        title={subtopic.name}
        description={`${subtopic.subject.name} · ${subtopic.topic.name} · ${text.yield[subtopic.yield]}`}
      />
      <Card className="space-y-4 p-4 print:border-0 print:p-0 print:shadow-none">
        <h2 className="font-semibold text-ink text-lg">{text.notesTitle}</h2>
        {subtopic.notes ? (
          <>
            <NoteView notes={subtopic.notes} />
            <div className="print:hidden">
              <ReportErrorForm itemKind="note" itemId={subtopic.id} />
            </div>
          </>
        ) : (
          <p className="text-muted">{libraryMessages.noNotes}</p>
        )}
      </Card>
      {subtopic.questionCount > 0 ? (
        <p className="text-muted text-sm">{text.questionCount(subtopic.questionCount)}</p>
      ) : null}
      {subtopic.related.length > 0 ? (
        <section aria-labelledby="related-title" className="space-y-2 print:hidden">
          <h2 id="related-title" className="font-semibold text-ink text-lg">
            {text.relatedTitle}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {subtopic.related.map((other) => (
              <li key={other.id}>
                <Link
                  to={librarySubtopicPage(other.id)}
                  className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-3 text-ink text-sm hover:border-primary"
                >
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
