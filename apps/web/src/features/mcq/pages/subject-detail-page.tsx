/**
 * One subject's analysis (/analysis/:subject): accuracy, questions done, and its subtopics weakest
 * first, each with a button to practise it, and one to practise the weakest few together.
 */
import {
  practiceSubtopicsHref,
  mcqAnalyticsMessages as text,
  WEAKEST_SUBTOPICS_TO_PRACTISE,
} from '@medsutra/contract/mcq/analytics';
import { useParams } from 'react-router';
import { PageHeaderWithBackLink } from '@/components/page-header-with-back-link';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { useSubjectAnalytics } from '../api/get-practice-analytics';
import { AccuracyBar } from '../components/accuracy-bar';

export default function SubjectDetailPage() {
  const subjectId = useParams().subject ?? '';
  const analytics = useSubjectAnalytics(subjectId);
  const data = analytics.data;
  const weakest = data?.subtopics.slice(0, WEAKEST_SUBTOPICS_TO_PRACTISE).map((s) => s.subtopicId) ?? [];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeaderWithBackLink
        title={data?.subject.name ?? text.title}
        to="/subject-analysis"
        label={text.backToSubjects}
      />
      {analytics.isPending ? <Spinner label={text.title} /> : null}
      {analytics.isError ? <p role="alert">{failureSentence(analytics.error, text.loadFailed)}</p> : null}
      {data ? (
        <>
          <Card className="mb-4 flex flex-wrap gap-6">
            <div>
              <p className="text-sm text-muted">{text.accuracy}</p>
              <AccuracyBar accuracy={data.subject.accuracy} />
            </div>
            <div>
              <p className="text-sm text-muted">{text.questionsDone}</p>
              <p className="font-semibold tabular-nums">{data.subject.questionsDone}</p>
            </div>
          </Card>
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle>{text.weakestFirst}</CardTitle>
              {weakest.length > 0 ? (
                <ButtonLink to={practiceSubtopicsHref(weakest)}>{text.practiseWeakest}</ButtonLink>
              ) : null}
            </div>
            {data.subtopics.length === 0 ? <p className="mt-3 text-muted">{text.noSubtopicsYet}</p> : null}
            <ol className="mt-3 flex flex-col gap-2">
              {data.subtopics.map((subtopic) => (
                <li
                  key={subtopic.subtopicId}
                  className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2"
                >
                  <span>
                    <span className="font-medium">{subtopic.name}</span>
                    <span className="ml-2 text-sm text-muted tabular-nums">
                      {text.answers}: {subtopic.answers}
                    </span>
                  </span>
                  <span className="flex items-center gap-3">
                    <AccuracyBar accuracy={subtopic.accuracy} />
                    <ButtonLink to={practiceSubtopicsHref([subtopic.subtopicId])} variant="secondary" size="sm">
                      {text.practiseSubtopic}
                    </ButtonLink>
                  </span>
                </li>
              ))}
            </ol>
          </Card>
        </>
      ) : null}
    </div>
  );
}
