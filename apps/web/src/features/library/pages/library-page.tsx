/** The library (/library): search, then the 19 subjects with their subtopic counts. */
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { librarySubjectPage } from '@medsutra/contract/routes';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { useLibrarySubjects } from '../api/get-subjects';
import { LibrarySearch } from '../components/library-search';
import { libraryQueryText } from '../components/library-state';

export default function LibraryPage() {
  const subjects = useLibrarySubjects();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6">
      <PageHeader title={text.title} description={text.description} />
      <LibrarySearch />
      <section aria-labelledby="library-subjects" className="space-y-3">
        <h2 id="library-subjects" className="font-semibold text-ink text-xl">
          {text.subjectsTitle}
        </h2>
        <QueryView query={subjects} text={libraryQueryText}>
          {(data) => (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.subjects.map((subject) => (
                <li key={subject.id}>
                  <Link
                    to={librarySubjectPage(subject.id)}
                    className="flex min-h-11 flex-col rounded-xl border border-border bg-surface p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <span className="font-semibold text-ink">{subject.name}</span>
                    <span className="text-muted text-sm">
                      {text.subjectCounts(subject.subtopicCount, subject.notedCount)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  );
}
