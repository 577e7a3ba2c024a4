/** The marking of one case: score, what was found, missed and unnecessary, teaching points and references. */

import { librarySubtopicPage } from '@medsutra/contract/routes';
import type { CaseMarking } from '@medsutra/contract/tools/api';
import { Link } from 'react-router';
import { Card, CardTitle } from '@/components/ui/card';

const KIND_LABEL: Record<string, string> = {
  history: 'History',
  examination: 'Examination',
  investigation: 'Investigation',
  differential: 'Differential',
  diagnosis: 'Diagnosis',
  management: 'Management',
};

export function CaseMarkingView({ marking }: { marking: CaseMarking }) {
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="marking-title">
      <div>
        <CardTitle id="marking-title">Your marking</CardTitle>
        <p className="mt-1 text-sm text-muted">{marking.label}</p>
      </div>
      <p className="text-3xl font-bold text-ink" data-testid="case-score">
        {marking.score}%{' '}
        <span className="text-base font-normal text-muted">
          ({marking.pointsFound} of {marking.pointsTotal} points)
        </span>
      </p>
      <div>
        <h3 className="font-semibold text-ink">The case</h3>
        <p className="text-ink">
          <span className="font-medium">{marking.caseTitle}.</span> Diagnosis: {marking.diagnosis}
        </p>
      </div>
      <section aria-labelledby="missed-title">
        <h3 id="missed-title" className="font-semibold text-danger">
          What you missed
        </h3>
        {marking.missed.length === 0 ? (
          <p className="text-sm text-muted">Nothing: every point of the rubric was covered.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1">
            {marking.missed.map((item) => (
              <li key={item.item} className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-ink">
                <span className="font-medium">{KIND_LABEL[item.kind] ?? item.kind}:</span> {item.item}{' '}
                <span className="text-muted">({item.points} pts)</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="found-title">
        <h3 id="found-title" className="font-semibold text-success">
          What you found
        </h3>
        {marking.found.length === 0 ? (
          <p className="text-sm text-muted">Nothing on the rubric yet.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1">
            {marking.found.map((item) => (
              <li key={item.item} className="rounded-lg bg-success-soft px-3 py-2 text-sm text-ink">
                <span className="font-medium">{KIND_LABEL[item.kind] ?? item.kind}:</span> {item.item}{' '}
                <span className="text-muted">({item.points} pts)</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {marking.unnecessary.length > 0 ? (
        <section aria-labelledby="unnecessary-title">
          <h3 id="unnecessary-title" className="font-semibold text-ink">
            Not needed
          </h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {marking.unnecessary.map((item) => (
              <li key={`${item.kind}:${item.text}`} className="text-ink">
                <span className="font-medium">{item.text}</span> — <span className="text-muted">{item.why}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="teaching-title">
        <h3 id="teaching-title" className="font-semibold text-ink">
          Teaching points
        </h3>
        <ul className="mt-1 list-disc pl-5 text-sm text-ink">
          {marking.teachingPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="references-title">
        <h3 id="references-title" className="font-semibold text-ink">
          References
        </h3>
        <ul className="mt-1 list-disc pl-5 text-sm text-ink">
          {marking.references.map((reference) => (
            <li key={reference}>{reference}</li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          Revise in the library:{' '}
          {marking.subtopicIds.map((id, index) => (
            <span key={id}>
              {index > 0 ? ', ' : ''}
              <Link className="text-primary underline" to={librarySubtopicPage(id)}>
                {id.split('.').at(-1)?.replace(/-/g, ' ')}
              </Link>
            </span>
          ))}
        </p>
      </section>
    </Card>
  );
}
