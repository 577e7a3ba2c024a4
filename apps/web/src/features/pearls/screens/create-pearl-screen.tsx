/** Create a pearl (/create-pearl): a title, the fact (up to 500 characters) and a subject; pays XP as docs/product-rules.md says. */
import { PEARL_CONTENT_MAX, PEARL_TITLE_MAX } from '@medsutra/contract/notes/api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LibrarySubjectOptions } from '@/components/library-subject-options';
import { PageHeaderWithBackLink } from '@/components/page-header-with-back-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiErrorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useCreatePearl, useLibrarySubjectChoices } from '../api/pearls-api';

export default function CreatePearlPage() {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [clientId] = useState(() => crypto.randomUUID());
  const subjects = useLibrarySubjectChoices();
  const create = useCreatePearl();
  const navigate = useNavigate();
  const error = create.isError ? (apiErrorMessage(create.error) ?? 'The pearl could not be saved. Try again.') : null;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6">
      <PageHeaderWithBackLink
        title="Create a pearl"
        description="One high-yield fact, in your own words."
        to="/pearls-list"
        label="All pearls"
      />
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { title: title.trim(), content: content.trim(), subjectId: subjectId || null, clientId },
            {
              onSuccess: (reply) => {
                showToast('success', reply.message);
                navigate(`/view-pearl?id=${encodeURIComponent(reply.pearl.id)}`);
              },
            },
          );
        }}
      >
        <Input
          label="Title"
          value={title}
          maxLength={PEARL_TITLE_MAX}
          required
          onChange={(e) => setTitle(e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="pearl-content" className="text-sm font-medium text-ink">
            The pearl
          </label>
          <textarea
            id="pearl-content"
            value={content}
            required
            maxLength={PEARL_CONTENT_MAX}
            rows={5}
            aria-describedby="pearl-count"
            onChange={(event) => setContent(event.target.value)}
            className="rounded-lg border border-border bg-surface p-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-primary"
          />
          <span id="pearl-count" className="text-sm text-muted">
            {content.length} of {PEARL_CONTENT_MAX} characters
          </span>
        </div>
        <Select
          id="pearl-subject"
          label="Subject"
          value={subjectId}
          onChange={(event) => setSubjectId(event.target.value)}
        >
          <LibrarySubjectOptions none="No subject" subjects={subjects.data?.subjects} />
        </Select>
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={create.isPending || !title.trim() || !content.trim()}>
          {create.isPending ? 'Saving…' : 'Save pearl'}
        </Button>
      </form>
    </div>
  );
}
