/** One subject (/library/:subjectId): its topics, each with its subtopics and whether they have notes. */
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { librarySubtopicPage, paths } from '@medsutra/contract/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { useLibrarySubject } from '../api/get-subject';
import { libraryQueryText } from '../components/library-state';

export default function LibrarySubjectPage() {
  const subjectId = useParams().subjectId ?? '';
  const subject = useLibrarySubject(subjectId);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6">
      <Link to={paths.library} className="inline-flex min-h-11 items-center gap-1 text-primary text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {text.back}
      </Link>
      <QueryView query={subject} text={libraryQueryText}>
        {(data) => (
          <>
            <PageHeader title={data.subject.name} />
            {data.topics.map((topic) => (
              <section key={topic.id} aria-labelledby={`topic-${topic.id}`} className="space-y-2">
                <h2 id={`topic-${topic.id}`} className="font-semibold text-ink text-lg">
                  {topic.name}
                </h2>
                <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
                  {topic.subtopics.map((subtopic) => (
                    <li key={subtopic.id}>
                      <Link
                        to={librarySubtopicPage(subtopic.id)}
                        className="flex min-h-11 flex-wrap items-center justify-between gap-2 px-4 py-2 hover:bg-surface-muted"
                      >
                        <span className="font-medium text-ink">{subtopic.name}</span>
                        <span className="text-muted text-xs">
                          {text.yield[subtopic.yield]}
                          {subtopic.hasNotes ? '' : ` · ${text.noNotesShort}`}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </QueryView>
    </div>
  );
}
