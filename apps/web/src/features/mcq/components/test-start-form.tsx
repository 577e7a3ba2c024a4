/**
 * Choosing a test: a pattern from the contract, or a custom number of questions and minutes. The
 * form starts on the pattern of the exam on the student's profile (decision 162).
 */
import type { TargetExam } from '@medsutra/contract/account/profile';
import type { TestCreateRequest } from '@medsutra/contract/mcq/tests-api';
import {
  CUSTOM_TEST_MAX_MINUTES,
  CUSTOM_TEST_MAX_QUESTIONS,
  type TestPatternId,
  testPatternIds,
} from '@medsutra/contract/mcq/tests-paths';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useProfile } from '@/features/profile/api/get-profile';

/** The pattern of the student's exam; NEET PG when she has none, or MBBS (which has no pattern). */
const patternOfExam = (exam: TargetExam | null | undefined): TestPatternId =>
  exam === 'inicet' || exam === 'fmge' ? exam : 'neet-pg';

/** A custom test's count or minutes: a whole number from 1 to `max`. */
function NumberField({
  label,
  max,
  value,
  onChange,
}: {
  label: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      <input
        type="number"
        min={1}
        max={max}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 w-28 rounded-lg border border-border bg-surface px-3"
      />
    </label>
  );
}

export function TestStartForm({
  pending,
  onStart,
}: {
  pending: boolean;
  onStart: (request: TestCreateRequest) => void;
}) {
  // The profile's exam until the student picks a pattern here.
  const profile = useProfile();
  const [picked, setPattern] = useState<TestPatternId | null>(null);
  const pattern = picked ?? patternOfExam(profile.data?.targetExam);
  const [count, setCount] = useState(50);
  const [minutes, setMinutes] = useState(60);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(pattern === 'custom' ? { pattern, count, minutes } : { pattern });
  };
  return (
    <Card>
      <CardTitle>{text.choosePattern}</CardTitle>
      <form className="mt-4 flex flex-col gap-4" onSubmit={submit}>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{text.choosePattern}</legend>
          {testPatternIds.map((id) => (
            <label
              key={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-primary/10"
            >
              <input type="radio" name="pattern" checked={pattern === id} onChange={() => setPattern(id)} />
              {text.patterns[id]}
            </label>
          ))}
        </fieldset>
        {pattern === 'custom' ? (
          <div className="flex flex-wrap gap-4">
            <NumberField label={text.customCount} max={CUSTOM_TEST_MAX_QUESTIONS} value={count} onChange={setCount} />
            <NumberField
              label={text.customMinutes}
              max={CUSTOM_TEST_MAX_MINUTES}
              value={minutes}
              onChange={setMinutes}
            />
          </div>
        ) : null}
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? text.starting : text.start}
        </Button>
      </form>
    </Card>
  );
}
