/**
 * Cards from the library: a subject, then its subtopics with notes (the library's own subject
 * list and subject pages, the same queries as its pages), then "Make cards".
 */
import { FLASHCARD_LIBRARY_SUBTOPICS_MAX } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLibrarySubject } from '@/features/library/api/get-subject';
import { useLibrarySubjects } from '@/features/library/api/get-subjects';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { addLibraryCards } from '../api/add-library-cards';
import { flashcardKeys } from '../api/flashcard-keys';
import { fieldClasses } from './field-classes';

function SubtopicPicker({
  subjectId,
  chosen,
  toggle,
}: {
  subjectId: string;
  chosen: ReadonlySet<string>;
  toggle: (id: string) => void;
}) {
  const subject = useLibrarySubject(subjectId);
  if (subject.isPending) return <Spinner label={text.subtopicsLoading} />;
  if (subject.isError) return <p className="text-sm text-danger">{text.makeFailed}</p>;
  return (
    <div className="flex max-h-80 flex-col gap-3 overflow-y-auto rounded-lg border border-border p-3">
      {subject.data.topics.map((topic) => (
        <fieldset key={topic.id}>
          <legend className="mb-1 text-sm font-semibold text-ink">{topic.name}</legend>
          <div className="flex flex-col">
            {topic.subtopics.map((subtopic) => (
              <label key={subtopic.id} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-5"
                  disabled={
                    !subtopic.hasNotes || (!chosen.has(subtopic.id) && chosen.size >= FLASHCARD_LIBRARY_SUBTOPICS_MAX)
                  }
                  checked={chosen.has(subtopic.id)}
                  onChange={() => toggle(subtopic.id)}
                />
                <span>
                  {subtopic.name}
                  {subtopic.hasNotes ? null : <span className="text-muted"> ({text.noNotes})</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export function LibraryDeckForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const subjects = useLibrarySubjects();
  const [subjectId, setSubjectId] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const make = useMutation({
    mutationFn: () => addLibraryCards([...chosen]),
    onSuccess: (reply) => {
      showToast('success', text.made(reply.added));
      setChosen(new Set());
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    },
    onError: (error) => showToast('error', failureSentence(error, text.makeFailed)),
  });
  const toggle = (subtopicId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(subtopicId)) next.add(subtopicId);
      return next;
    });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{text.libraryIntro}</p>
      <label htmlFor={`${id}-subject`} className="text-sm font-medium text-ink">
        {text.subject}
      </label>
      <select
        id={`${id}-subject`}
        className={fieldClasses}
        value={subjectId}
        onChange={(event) => setSubjectId(event.target.value)}
      >
        <option value="">{text.chooseSubject}</option>
        {subjects.data?.subjects.map((subject) => (
          <option key={subject.id} value={subject.id} disabled={subject.notedCount === 0}>
            {subject.name}
          </option>
        ))}
      </select>
      {subjectId ? <SubtopicPicker subjectId={subjectId} chosen={chosen} toggle={toggle} /> : null}
      <Button className="self-start" disabled={chosen.size === 0 || make.isPending} onClick={() => make.mutate()}>
        {make.isPending ? text.making : text.makeCards(chosen.size)}
      </Button>
    </div>
  );
}
