/** Share a picture (of notes, a diagram) with a caption: the server checks, resizes and strips it. */
import { CAPTION_MAX_CHARS } from '@medsutra/contract/medstagram/api';
import { communityScreenMessages as text } from '@medsutra/contract/medstagram/messages';
import { ImagePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { StackedLabelField } from '@/components/stacked-label-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCreateImagePost } from '../api/create-image-post';
import { ActionFailure } from './action-failure';
import { TextAreaField } from './text-area-field';

export function NewPostForm() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const create = useCreateImagePost();
  const fileId = useId();
  const captionId = useId();

  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {text.newPostOpen}
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    create.mutate(
      { file, caption },
      {
        onSuccess: () => {
          setFile(null);
          setCaption('');
          setOpen(false);
        },
      },
    );
  };

  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold text-ink">{text.newPostTitle}</h2>
      <form className="space-y-3" onSubmit={submit}>
        <StackedLabelField id={fileId} label={text.newPostImage}>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="max-w-full text-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </StackedLabelField>
        <TextAreaField
          id={captionId}
          label={text.newPostCaption}
          maxLength={CAPTION_MAX_CHARS}
          value={caption}
          onChange={setCaption}
        />
        <ActionFailure request={create} />
        <div className="flex gap-2">
          <Button type="submit" disabled={!file || create.isPending}>
            {create.isPending ? text.newPostSubmitting : text.newPostSubmit}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {text.commentCancel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
