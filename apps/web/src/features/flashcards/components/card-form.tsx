/** Front and back of an own card: to add one to a deck, or to edit one. */
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldClasses } from './field-classes';

export function CardForm({
  initial = { front: '', back: '' },
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial?: { front: string; back: string };
  submitLabel: string;
  pending: boolean;
  /** Resolves true when saved: the form then empties for the next card. */
  onSubmit: (text: { front: string; back: string }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [front, setFront] = useState(initial.front);
  const [back, setBack] = useState(initial.back);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!front.trim() || !back.trim()) return;
    if ((await onSubmit({ front: front.trim(), back: back.trim() })) && !onCancel) {
      setFront('');
      setBack('');
    }
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <TextareaField
        id={`${id}-front`}
        label={text.front}
        required
        maxLength={2000}
        rows={2}
        value={front}
        onChange={(event) => setFront(event.target.value)}
        className={fieldClasses}
      />
      <TextareaField
        id={`${id}-back`}
        label={text.back}
        required
        maxLength={4000}
        rows={3}
        value={back}
        onChange={(event) => setBack(event.target.value)}
        className={fieldClasses}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {text.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
