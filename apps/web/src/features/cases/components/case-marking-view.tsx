/** The marking of one case: score, what was found, missed and unnecessary, teaching points and references. */

import { librarySubtopicPage } from '@medsutra/contract/routes';
import type { CaseMarking } from '@medsutra/contract/tools/api';
import { Link } from 'react-router';
import { Card, CardTitle } from '@/components/ui/card';
import { PointSection } from './point-section';

const KIND_LABEL: Record<string, string> = {
  history: 'History',
  examination: 'Examination',
  investigation: 'Investigation',
  differential: 'Differential',
  diagnosis: 'Diagnosis',
  management: 'Management',
};

const missedTone = { title: 'font-semibold text-danger', item: 'rounded-lg bg-danger-soft px-3 py-2 text-sm text-ink' };
const foundTone = {
  title: 'font-semibold text-success',
  item: 'rounded-lg bg-success-soft px-3 py-2 text-sm text-ink',
};

/** The rubric points missed or found: kind, point and its worth, or a sentence when there are none. */
function RubricSection({
  id,
  title,
  none,
  items,
  tone,
}: {
  id: string;
  title: string;
  none: string;
  items: CaseMarking['found'];
  tone: typeof foundTone;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={tone.title}>
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{none}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.item} className={tone.item}>
              <span className="font-medium">{KIND_LABEL[item.kind] ?? item.kind}:</span> {item.item}{' '}
              <span className="text-muted">({item.points} pts)</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
      <RubricSection
        id="missed-title"
        title="What you missed"
        none="Nothing: every point of the rubric was covered."
        items={marking.missed}
        tone={missedTone}
      />
      <RubricSection
        id="found-title"
        title="What you found"
        none="Nothing on the rubric yet."
        items={marking.found}
        tone={foundTone}
      />
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
      <PointSection title="Teaching points" titleId="teaching-title" points={marking.teachingPoints} />
      <PointSection title="References" titleId="references-title" points={marking.references}>
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
      </PointSection>
    </Card>
  );
}
