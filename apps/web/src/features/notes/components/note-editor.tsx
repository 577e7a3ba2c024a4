/** The Markdown editor: title, a toolbar that inserts headings, lists, a table, bold and an image, the text, and a preview. */
import { notesMessages } from '@medsutra/contract/notes/api';
import { Bold, Eye, Heading2, Image, List, ListOrdered, Pencil, Table } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { OfflineNote } from '@/lib/offline-notes-store';
import { MarkdownView } from './markdown-view';

const SNIPPETS = {
  heading: { label: 'Heading', icon: Heading2, before: '\n## ', after: '' },
  bold: { label: 'Bold', icon: Bold, before: '**', after: '**' },
  list: { label: 'Bulleted list', icon: List, before: '\n- ', after: '' },
  numbered: { label: 'Numbered list', icon: ListOrdered, before: '\n1. ', after: '' },
  table: { label: 'Table', icon: Table, before: '\n| Column | Column |\n|---|---|\n| ', after: ' |  |\n' },
  image: { label: 'Image', icon: Image, before: '![description](https://', after: ')' },
} as const;

export function NoteEditor({
  note,
  onSave,
  onDelete,
  saving,
}: {
  note: OfflineNote;
  onSave: (fields: { title: string; content: string }) => void;
  onDelete: () => void;
  saving: boolean;
}) {
  const [title, setTitle] = useState(note.title ?? '');
  const [content, setContent] = useState(note.content ?? '');
  const [preview, setPreview] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  function insert(snippet: (typeof SNIPPETS)[keyof typeof SNIPPETS]) {
    const element = textarea.current;
    const start = element?.selectionStart ?? content.length;
    const end = element?.selectionEnd ?? content.length;
    const selected = content.slice(start, end);
    const next = content.slice(0, start) + snippet.before + selected + snippet.after + content.slice(end);
    setContent(next);
    requestAnimationFrame(() => {
      element?.focus();
      const caret = start + snippet.before.length + selected.length;
      element?.setSelectionRange(caret, caret);
    });
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) return;
        onSave({ title: title.trim(), content });
      }}
    >
      <Input
        label="Title"
        value={title}
        maxLength={200}
        required
        onChange={(event) => setTitle(event.target.value)}
        error={title.trim() ? undefined : notesMessages.titleRequired}
      />
      <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label="Formatting">
        {Object.entries(SNIPPETS).map(([key, snippet]) => (
          <Button
            key={key}
            size="icon"
            variant="ghost"
            aria-label={snippet.label}
            title={snippet.label}
            disabled={preview}
            onClick={() => insert(snippet)}
          >
            <snippet.icon aria-hidden="true" className="size-5" />
          </Button>
        ))}
        <Button size="sm" variant="secondary" className="ms-auto" onClick={() => setPreview((value) => !value)}>
          {preview ? <Pencil aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {preview ? 'Edit' : 'Preview'}
        </Button>
      </div>
      {preview ? (
        <div className="min-h-64 rounded-xl border border-border bg-surface p-4">
          <MarkdownView source={content} />
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor="note-content" className="text-sm font-medium text-ink">
            Note (Markdown)
          </label>
          <textarea
            id="note-content"
            ref={textarea}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            rows={14}
            className="min-h-64 rounded-lg border border-border bg-surface p-3 font-mono text-base text-ink focus-visible:outline-2 focus-visible:outline-primary"
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving || !title.trim()}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </form>
  );
}
