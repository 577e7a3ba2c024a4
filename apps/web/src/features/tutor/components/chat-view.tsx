/**
 * The tutor's conversation screen, shared by `/augchatbase`, `/medai-study-tool` and
 * `/premium-chat`: the thread list (search, rename, delete), the messages, and the composer with
 * the day's limit. An answer streams in as it is written; when the stream drops, what arrived
 * stays on screen with "Load the rest" (the server finishes and stores it) and "Send again" (the
 * same message id, so it is not counted twice). The streamed answer is held in its own record,
 * not a useMutation (decision 153): it grows while the request runs and outlives a dropped one.
 */
import type { TutorAnswer, TutorMessage, TutorMode } from '@medsutra/contract/tutor/api';
import {
  describesPersonalEmergency,
  TUTOR_EMERGENCY_LINE,
  TUTOR_MESSAGE_MAX,
  tutorScreenText as text,
  tutorModeText,
} from '@medsutra/contract/tutor/screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mic, Pencil, Plus, Search, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { speechRecognition } from '@/lib/speech';
import {
  createThread,
  deleteThread,
  renameThread,
  StreamDroppedError,
  streamMessage,
  threadQueryOptions,
  tutorQueryKey,
  useThread,
  useThreads,
  useTutorUsage,
} from '../api/tutor-api';
import { AnswerCard } from './answer-card';
import { ContextBanner } from './context-banner';

interface Pending {
  clientId: string;
  content: string;
  answer: string;
  emergency: boolean;
  state: 'streaming' | 'dropped';
}

export function ChatView({ mode, premium }: { mode: TutorMode; premium: boolean }) {
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const threads = useThreads(search.trim());
  const thread = useThread(threadId);
  const usage = useTutorUsage();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [listening, setListening] = useState(false);
  const [composing, setComposing] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const Recognition = speechRecognition();

  const visibleThreads = (threads.data?.threads ?? []).filter((t) => t.mode === mode && t.premium === premium);

  const scrollKey = `${pending?.answer.length ?? 0}:${thread.data?.messages.length ?? 0}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the conversation grows
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [scrollKey]);

  const select = (id: string | null) => {
    setPending(null);
    setError(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('thread', id);
        else next.delete('thread');
        return next;
      },
      { replace: false },
    );
  };

  const refresh = async (id: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...tutorQueryKey, 'threads'] }),
      queryClient.invalidateQueries({ queryKey: [...tutorQueryKey, 'usage'] }),
      queryClient.invalidateQueries({ queryKey: threadQueryOptions(id).queryKey }),
    ]);
  };

  async function send(content: string, clientId: string = crypto.randomUUID()) {
    setError(null);
    let id = threadId;
    try {
      if (!id) {
        id = (await createThread({ mode, premium })).threadId;
        select(id);
      }
      setPending({ clientId, content, answer: '', emergency: describesPersonalEmergency(content), state: 'streaming' });
      setDraft('');
      const answer: TutorAnswer = await streamMessage({
        threadId: id,
        content,
        clientId,
        onDelta: (piece) => setPending((p) => (p ? { ...p, answer: p.answer + piece } : p)),
      });
      void answer;
      await refresh(id);
      setPending(null);
    } catch (caught) {
      if (caught instanceof StreamDroppedError) {
        setPending((p) => (p ? { ...p, answer: caught.partial || p.answer, state: 'dropped' } : p));
      } else {
        setPending(null);
        setDraft(content);
        setError(apiErrorMessage(caught) ?? 'The message could not be sent. Check your connection and try again.');
      }
      if (id) void queryClient.invalidateQueries({ queryKey: [...tutorQueryKey, 'usage'] });
    }
  }

  async function resume() {
    if (!threadId || !pending) return;
    // The server finishes the answer on its own: load it, waiting a little while it is written.
    for (let attempt = 0; attempt < 20; attempt++) {
      const reply = await queryClient.fetchQuery({ ...threadQueryOptions(threadId), staleTime: 0 });
      const answer = reply.messages.find((m) => m.role === 'assistant' && m.clientId === pending.clientId);
      if (answer && answer.status !== 'streaming') {
        await refresh(threadId);
        setPending(null);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }

  function listen() {
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.lang = 'en-IN';
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      const said = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ');
      setDraft((current) => `${current} ${said}`.trim());
    };
    recognition.onend = () => setListening(false);
    recognition.onerror = () => setListening(false);
    setListening(true);
    recognition.start();
  }

  const messages: TutorMessage[] = (thread.data?.messages ?? []).filter(
    (m) => !pending || m.clientId !== pending.clientId,
  );
  const left = usage.data?.left;
  // The composer's second row (messages left, voice, Send) shows while the student writes, and
  // whenever it has something to say: an error, a draft, voice input, no messages left.
  const expanded = composing || listening || draft.trim() !== '' || error !== null || left === 0;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside aria-label={text.threads} className="min-w-0 space-y-3">
        <Button variant="secondary" className="w-full" onClick={() => select(null)}>
          <Plus aria-hidden="true" className="size-4" />
          {text.newThread}
        </Button>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-3.5 left-3 size-4 text-muted" />
          <input
            type="search"
            aria-label={text.searchThreads}
            placeholder={text.searchThreads}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-border bg-surface pr-3 pl-9 text-ink"
          />
        </div>
        <details className="rounded-lg border border-border bg-surface lg:border-0 lg:bg-transparent" open>
          <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-semibold text-ink text-sm lg:hidden">
            {text.threads} ({visibleThreads.length})
          </summary>
          {visibleThreads.length === 0 ? (
            <p className="px-3 py-2 text-muted text-sm">{threads.isPending ? 'Loading…' : text.noThreads}</p>
          ) : (
            <ul className="max-h-72 space-y-1 overflow-y-auto p-1 lg:max-h-[60vh]">
              {visibleThreads.map((item) => (
                <ThreadItem
                  key={item.id}
                  id={item.id}
                  title={item.title}
                  active={item.id === threadId}
                  onOpen={() => select(item.id)}
                  onChanged={async (removed) => {
                    if (removed && item.id === threadId) select(null);
                    await queryClient.invalidateQueries({ queryKey: [...tutorQueryKey, 'threads'] });
                  }}
                />
              ))}
            </ul>
          )}
        </details>
      </aside>

      <section aria-label="Conversation" className="min-w-0 space-y-4">
        {thread.data?.thread.context ? <ContextBanner context={thread.data.thread.context} /> : null}
        {threadId && thread.isPending ? <Spinner label="Loading…" /> : null}
        {messages.length === 0 && !pending ? (
          <Card className="text-muted">
            <p className="font-semibold text-ink">{tutorModeText[mode].name}</p>
            <p>{tutorModeText[mode].hint}</p>
          </Card>
        ) : null}
        <ol className="space-y-4">
          {messages.map((message) =>
            message.role === 'user' ? (
              <li key={message.id} className="ml-auto max-w-[85%] rounded-xl bg-primary px-4 py-2 text-on-primary">
                <p className="whitespace-pre-wrap break-words">{message.content}</p>
              </li>
            ) : (
              <li key={message.id}>
                <Card className="p-4 sm:p-4">
                  <AnswerCard
                    answer={{
                      id: message.id,
                      content: message.content,
                      citations: message.citations,
                      label: message.label,
                      emergency: message.emergency,
                      table: message.table,
                      question: message.question,
                      feedback: message.feedback,
                      status: message.status,
                    }}
                  />
                  {message.status === 'interrupted' ? (
                    <InterruptedActions
                      onRetry={() => {
                        const question = messages.find((m) => m.role === 'user' && m.clientId === message.clientId);
                        if (question && message.clientId) void send(question.content, message.clientId);
                      }}
                    />
                  ) : null}
                </Card>
              </li>
            ),
          )}
          {pending ? (
            <>
              <li className="ml-auto max-w-[85%] rounded-xl bg-primary px-4 py-2 text-on-primary">
                <p className="whitespace-pre-wrap break-words">{pending.content}</p>
              </li>
              <li aria-live="polite">
                <Card className="p-4 sm:p-4">
                  {pending.emergency && !pending.answer.startsWith(TUTOR_EMERGENCY_LINE) ? (
                    <p
                      role="alert"
                      className="mb-3 rounded-lg border border-danger bg-danger/10 p-3 font-semibold text-danger"
                    >
                      {TUTOR_EMERGENCY_LINE}
                    </p>
                  ) : null}
                  <AnswerCard
                    answer={{
                      id: null,
                      content: pending.answer,
                      citations: [],
                      label: null,
                      emergency: pending.emergency,
                      table: null,
                      question: null,
                      feedback: null,
                      status: pending.state === 'streaming' ? 'streaming' : 'interrupted',
                    }}
                  />
                  {pending.state === 'dropped' ? (
                    <div className="mt-3 space-y-2">
                      <p className="text-ink text-sm">{text.dropped}</p>
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" variant="secondary" onClick={() => void resume()}>
                          {text.resume}
                        </Button>
                        <Button size="sm" onClick={() => void send(pending.content, pending.clientId)}>
                          {text.retry}
                        </Button>
                      </div>
                    </div>
                  ) : null}
                </Card>
              </li>
            </>
          ) : null}
        </ol>
        <div ref={endRef} />

        <form
          className="sticky bottom-0 space-y-2 rounded-xl border border-border bg-surface p-3 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            const content = draft.trim();
            if (content && pending?.state !== 'streaming') void send(content);
          }}
        >
          <label htmlFor="tutor-message" className="sr-only">
            {tutorModeText[mode].name}
          </label>
          <textarea
            id="tutor-message"
            value={draft}
            maxLength={TUTOR_MESSAGE_MAX}
            placeholder={tutorModeText[mode].placeholder}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            onFocus={() => setComposing(true)}
            onBlur={() => setComposing(false)}
            rows={expanded ? 2 : 1}
            className={cn(
              'block w-full rounded-lg border border-border bg-surface p-2 text-base text-ink placeholder:text-muted',
              // One line with the hint cut short (it is empty and unfocused here), so nothing shows half a line.
              expanded ? 'min-h-16 resize-y' : 'min-h-11 resize-none overflow-hidden text-ellipsis whitespace-nowrap',
            )}
          />
          {error ? (
            <p role="alert" className="text-danger text-sm">
              {error}
            </p>
          ) : null}
          {/* On a phone the composer is one line until the student writes: the thread keeps the screen. */}
          <div className={cn('flex-wrap items-center justify-between gap-2', expanded ? 'flex' : 'hidden sm:flex')}>
            <p className={cn('text-sm', left === 0 ? 'font-semibold text-danger' : 'text-muted')}>
              {usage.data ? text.left(usage.data.left, usage.data.limit) : ' '}
            </p>
            <div className="flex gap-2">
              {Recognition ? (
                <Button
                  size="icon"
                  variant="secondary"
                  aria-label={text.voiceInput}
                  aria-pressed={listening}
                  onClick={listen}
                >
                  <Mic aria-hidden="true" className={cn('size-4', listening && 'text-danger')} />
                </Button>
              ) : null}
              <Button type="submit" disabled={pending?.state === 'streaming' || !draft.trim() || left === 0}>
                <Send aria-hidden="true" className="size-4" />
                {pending?.state === 'streaming' ? text.sending : text.send}
              </Button>
            </div>
          </div>
        </form>
      </section>
    </div>
  );
}

function InterruptedActions({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <p className="text-ink text-sm">{text.dropped}</p>
      <Button size="sm" onClick={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}

function ThreadItem(props: {
  id: string;
  title: string;
  active: boolean;
  onOpen: () => void;
  onChanged: (removed: boolean) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(props.title);
  const rename = useMutation({
    mutationFn: (name: string) => renameThread(props.id, name),
    onSuccess: async () => {
      setEditing(false);
      await props.onChanged(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteThread(props.id),
    onSuccess: () => props.onChanged(true),
  });
  if (editing) {
    return (
      <li>
        <form
          className="flex gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate(title);
          }}
        >
          <input
            aria-label={text.rename}
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.target.value)}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-2 text-ink"
          />
          <Button type="submit" size="sm" disabled={rename.isPending}>
            Save
          </Button>
        </form>
        {rename.error ? (
          <p className="text-danger text-xs">{apiErrorMessage(rename.error) ?? 'The name could not be saved.'}</p>
        ) : null}
      </li>
    );
  }
  return (
    <li className={cn('flex flex-wrap items-center gap-1 rounded-lg', props.active && 'bg-surface-muted')}>
      <button
        type="button"
        onClick={props.onOpen}
        aria-current={props.active ? 'true' : undefined}
        className="min-h-11 min-w-0 flex-1 truncate px-2 text-left text-ink text-sm"
      >
        {props.title}
      </button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`${text.rename}: ${props.title}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`${text.delete}: ${props.title}`}
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(text.deleteConfirm)) remove.mutate();
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      {remove.error ? (
        <p className="w-full px-2 text-danger text-xs">
          {apiErrorMessage(remove.error) ?? 'The conversation could not be deleted. Try again.'}
        </p>
      ) : null}
    </li>
  );
}
