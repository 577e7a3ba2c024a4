/**
 * A case tool's start form: a labelled topic field, any further fields the tool needs, and the
 * submit button (which names the price), in one card.
 */
import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function TopicForm({
  label,
  placeholder,
  topic,
  onTopic,
  onSubmit,
  submitDisabled,
  submitLabel,
  children,
}: {
  label: string;
  placeholder: string;
  topic: string;
  onTopic: (topic: string) => void;
  onSubmit: (event: FormEvent) => void;
  submitDisabled: boolean;
  submitLabel: ReactNode;
  /** Fields between the topic and the button (the case generator's kind of case). */
  children?: ReactNode;
}) {
  const topicId = useId();
  return (
    <Card>
      <form className="flex flex-col gap-3" onSubmit={onSubmit}>
        <label htmlFor={topicId} className="font-medium text-ink text-sm">
          {label}
        </label>
        <input
          id={topicId}
          value={topic}
          maxLength={200}
          onChange={(event) => onTopic(event.target.value)}
          placeholder={placeholder}
          className="min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-ink placeholder:text-muted"
        />
        {children}
        <Button type="submit" disabled={submitDisabled} className="self-start">
          {submitLabel}
        </Button>
      </form>
    </Card>
  );
}
