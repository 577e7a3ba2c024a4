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
import { type Dispatch, type FormEvent, type ReactNode, type SetStateAction, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const WHICH = ['all', 'onlyUnseen', 'onlyMistakes', 'onlyBookmarked'] as const;
type Which = (typeof WHICH)[number];

const chip =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm has-checked:border-primary has-checked:bg-primary/10';

const MODES = ['tutor', 'exam'] as const;

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** A titled group of chips; `hint` (when given) is a line under the title, empty while it has nothing to say. */
function ChipGroup({
  legend,
  hint,
  row = 'flex flex-wrap gap-2',
  children,
}: {
  legend: string;
  hint?: string | null;
  /** How the chips are laid out. */
  row?: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium">{legend}</legend>
      {hint === undefined ? null : <p className="mb-2 text-sm text-muted">{hint}</p>}
      <div className={row}>{children}</div>
    </fieldset>
  );
}

/** A chip with a checkbox per option (`[value, label]`); `chosen` holds the ticked values. */
function CheckboxChips({
  name,
  options,
  chosen,
  onChange,
}: {
  name: string;
  options: readonly (readonly [string, string])[];
  chosen: string[];
  onChange: Dispatch<SetStateAction<string[]>>;
}) {
  return options.map(([value, label]) => (
    <label key={value} className={chip}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={chosen.includes(value)}
        onChange={() => onChange((list) => toggle(list, value))}
      />
      {label}
    </label>
  ));
}

/** A chip with a radio button per option; one is chosen. */
function RadioChips<T extends string>({
  name,
  options,
  labels,
  chosen,
  onChange,
}: {
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  chosen: T;
  onChange: (option: T) => void;
}) {
  return options.map((option) => (
    <label key={option} className={chip}>
      <input type="radio" name={name} checked={chosen === option} onChange={() => onChange(option)} />
      {labels[option]}
    </label>
  ));
}

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
          <ChipGroup legend={text.subjects} hint={subjects.length === 0 ? text.allSubjects : null}>
            <CheckboxChips
              name="subject"
              options={LIBRARY_SUBJECTS.map((subject) => [subject.id, subject.name] as const)}
              chosen={subjects}
              onChange={setSubjects}
            />
          </ChipGroup>
        )}
        <ChipGroup legend={text.difficulty}>
          <CheckboxChips
            name="difficulty"
            options={DIFFICULTIES.map((level) => [level, text.difficultyLabels[level]] as const)}
            chosen={difficulty}
            onChange={setDifficulty}
          />
        </ChipGroup>
        <ChipGroup legend={text.formats} hint={formats.length === 0 ? text.allFormats : null}>
          <CheckboxChips
            name="format"
            options={QUESTION_FORMATS.map((format) => [format, questionBodyText.formats[format]] as const)}
            chosen={formats}
            onChange={setFormats}
          />
          <label className={chip}>
            <input
              type="checkbox"
              name="imageBased"
              checked={imageBased}
              onChange={() => setImageBased((value) => !value)}
            />
            {text.imageBasedOnly}
          </label>
        </ChipGroup>
        <ChipGroup legend={text.which}>
          <RadioChips name="which" options={WHICH} labels={text.whichLabels} chosen={which} onChange={setWhich} />
        </ChipGroup>
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
        <ChipGroup legend={text.mode} row="flex flex-col gap-2 sm:flex-row">
          <RadioChips name="mode" options={MODES} labels={text.modeLabels} chosen={mode} onChange={setMode} />
        </ChipGroup>
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {pending ? text.starting : text.start}
        </Button>
      </form>
    </Card>
  );
}
