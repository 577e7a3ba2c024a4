/**
 * The share dialog (docs/product-rules.md, Mindmaps): the title starts as the topic and is required after
 * trimming, the description is optional and trimmed, the button reads 'Sharing...' while the call
 * runs. Closing or cancelling forgets what was typed: the form unmounts with the dialog.
 */

import {
  MINDMAP_SHARE_DESCRIPTION_MAX,
  MINDMAP_SHARE_TITLE_MAX,
  type MindmapSummary,
  mindmapMessages,
} from '@medsutra/contract/mindmaps/api';
import { mindmapShareDialogMessages } from '@medsutra/contract/mindmaps/messages';
import { LoaderCircle, Share2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { StackedLabelField } from '@/components/stacked-label-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';

const text = mindmapShareDialogMessages;

interface ShareFormProps {
  mindmap: MindmapSummary;
  pending: boolean;
  onShare: (input: { mindmapId: string; title: string; description: string }) => void;
}

function ShareForm({ mindmap, pending, onShare }: ShareFormProps) {
  const [title, setTitle] = useState(mindmap.topic);
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const descriptionId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedTitle = title.trim();
    if (!trimmedTitle) {
      setTitleError(mindmapMessages.shareTitleRequired);
      return;
    }
    onShare({ mindmapId: mindmap.id, title: trimmedTitle, description: description.trim() });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Input
        label={text.titleLabel}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (titleError) setTitleError(undefined);
        }}
        maxLength={MINDMAP_SHARE_TITLE_MAX}
        error={titleError}
        required
        autoComplete="off"
      />
      <StackedLabelField id={descriptionId} label={text.descriptionLabel}>
        <textarea
          id={descriptionId}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={MINDMAP_SHARE_DESCRIPTION_MAX}
          rows={4}
          placeholder={text.descriptionPlaceholder}
          className="min-h-24 rounded-lg border border-border bg-surface px-3 py-2 text-base text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-primary"
        />
      </StackedLabelField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{text.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              {mindmapMessages.sharing}
            </>
          ) : (
            <>
              <Share2 aria-hidden="true" className="size-5" />
              {text.submit}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

export interface ShareDialogProps extends Omit<ShareFormProps, 'mindmap'> {
  /** The mindmap being shared; null while the dialog is closed. */
  mindmap: MindmapSummary | null;
  onClose: () => void;
}

export function ShareDialog({ mindmap, pending, onShare, onClose }: ShareDialogProps) {
  return (
    <Dialog open={mindmap !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {mindmap ? (
        <DialogContent title={text.title} description={text.description} closeLabel={text.close}>
          <ShareForm key={mindmap.id} mindmap={mindmap} pending={pending} onShare={onShare} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
