/** The practice filters: subjects, difficulty, formats and images, which questions, how many, tutor or exam mode. */
import { LIBRARY_SUBJECTS, type LibrarySubjectId } from '@medsutra/contract/library/content';
import { QUESTION_FORMATS, type QuestionFormatId, questionBodyText } from '@medsutra/contract/library/question-body';
import {
  PRACTICE_SESSION_DEFAULT,
  PRACTICE_SESSION_MAX,
  type PracticeMode,
  type PracticeSessionRequest,
} from '@medsutra/contract/mcq/practice-api';
import { practiceScreenText as text } from '@medsutra/contract/mcq/practice-screen';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const WHICH = ['all', 'onlyUnseen', 'onlyMistakes', 'onlyBookmarked'] as const;
type Which = (typeof WHICH)[number];

const chip =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm has-checked:border-primary has-checked:bg-primary/10';

export interface PracticeFiltersProps {
  subtopics: string[];
  onClearSubtopics: () => void;
  pending: boolean;
  onStart: (request: PracticeSessionRequest) => void;
}

export function PracticeFilters({ subtopics, onClearSubtopics, pending, onStart }: PracticeFiltersProps) {
  const [subjects, setSubjects] = useState<string[]>([]);
  const [difficulty, setDifficulty] = useState<string[]>([]);
  const [formats, setFormats] = useState<string[]>([]);
  const [imageBased, setImageBased] = useState(false);
  const [which, setWhich] = useState<Which>('all');
  const [count, setCount] = useState(PRACTICE_SESSION_DEFAULT);
  const [mode, setMode] = useState<PracticeMode>('tutor');

  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({
      filters: {
        subjects: subtopics.length > 0 ? [] : (subjects as LibrarySubjectId[]),
        subtopics,
        difficulty: difficulty as ('easy' | 'medium' | 'hard')[],
        formats: formats as QuestionFormatId[],
        imageBased,
        onlyUnseen: which === 'onlyUnseen',
        onlyMistakes: which === 'onlyMistakes',
        onlyBookmarked: which === 'onlyBookmarked',
      },
      count,
      mode,
    });
  };

  return (
    <Card>
      <CardTitle>{text.filtersTitle}</CardTitle>
      <form className="mt-4 flex flex-col gap-5" onSubmit={submit}>
        {subtopics.length > 0 ? (
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span>{text.subtopicFilter(subtopics.length)}</span>
            <Button variant="secondary" size="sm" onClick={onClearSubtopics}>
              {text.clearSubtopics}
            </Button>
          </p>
        ) : (
          <fieldset>
            <legend className="mb-2 font-medium">{text.subjects}</legend>
            <p className="mb-2 text-sm text-muted">{subjects.length === 0 ? text.allSubjects : null}</p>
            <div className="flex flex-wrap gap-2">
              {LIBRARY_SUBJECTS.map((subject) => (
                <label key={subject.id} className={chip}>
                  <input
                    type="checkbox"
                    name="subject"
                    value={subject.id}
                    checked={subjects.includes(subject.id)}
                    onChange={() => setSubjects((list) => toggle(list, subject.id))}
                  />
                  {subject.name}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset>
          <legend className="mb-2 font-medium">{text.difficulty}</legend>
          <div className="flex flex-wrap gap-2">
            {DIFFICULTIES.map((level) => (
              <label key={level} className={chip}>
                <input
                  type="checkbox"
                  name="difficulty"
                  value={level}
                  checked={difficulty.includes(level)}
                  onChange={() => setDifficulty((list) => toggle(list, level))}
                />
                {text.difficultyLabels[level]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 font-medium">{text.formats}</legend>
          <p className="mb-2 text-sm text-muted">{formats.length === 0 ? text.allFormats : null}</p>
          <div className="flex flex-wrap gap-2">
            {QUESTION_FORMATS.map((format) => (
              <label key={format} className={chip}>
                <input
                  type="checkbox"
                  name="format"
                  value={format}
                  checked={formats.includes(format)}
                  onChange={() => setFormats((list) => toggle(list, format))}
                />
                {questionBodyText.formats[format]}
              </label>
            ))}
            <label className={chip}>
              <input
                type="checkbox"
                name="imageBased"
                checked={imageBased}
                onChange={() => setImageBased((value) => !value)}
              />
              {text.imageBasedOnly}
            </label>
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 font-medium">{text.which}</legend>
          <div className="flex flex-wrap gap-2">
            {WHICH.map((option) => (
              <label key={option} className={chip}>
                <input type="radio" name="which" checked={which === option} onChange={() => setWhich(option)} />
                {text.whichLabels[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-2">
          <span className="font-medium">{text.count}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={PRACTICE_SESSION_MAX}
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
            className="min-h-11 w-32 rounded-lg border border-border bg-surface px-3"
          />
        </label>
        <fieldset>
          <legend className="mb-2 font-medium">{text.mode}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {(['tutor', 'exam'] as const).map((option) => (
              <label key={option} className={chip}>
                <input type="radio" name="mode" checked={mode === option} onChange={() => setMode(option)} />
                {text.modeLabels[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {pending ? text.starting : text.start}
        </Button>
      </form>
    </Card>
  );
}
