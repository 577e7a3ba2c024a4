/**
 * `/augchatbase?questionId=…` (also noteId, caseId, subtopicId): starts a thread carrying that
 * library item as its context, then shows it (the URL is replaced by `?thread=`).
 */
import {
  TUTOR_CONTEXT_KINDS,
  TUTOR_CONTEXT_PARAMS,
  type TutorContextKind,
  type TutorMode,
} from '@medsutra/contract/tutor/screen';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { createThread, tutorQueryKey } from '../api/tutor-api';

function contextFromParams(params: URLSearchParams): { kind: TutorContextKind; id: string } | null {
  for (const kind of TUTOR_CONTEXT_KINDS) {
    const id = params.get(TUTOR_CONTEXT_PARAMS[kind]);
    if (id) return { kind, id };
  }
  return null;
}

export function useStartFromContext(mode: TutorMode): { starting: boolean; problem: string | null } {
  const [params, setParams] = useSearchParams();
  const context = params.get('thread') ? null : contextFromParams(params);
  const started = useRef<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const key = context ? `${context.kind}:${context.id}` : null;

  useEffect(() => {
    if (!context || !key || started.current === key) return;
    started.current = key;
    createThread({ mode, context })
      .then(async ({ threadId }) => {
        await queryClient.invalidateQueries({ queryKey: [...tutorQueryKey, 'threads'] });
        setParams({ thread: threadId }, { replace: true });
      })
      .catch((error: unknown) => {
        setProblem(apiErrorMessage(error) ?? 'The conversation could not be started. Try again.');
        setParams({}, { replace: true });
      });
  }, [context, key, mode, queryClient, setParams]);

  return { starting: Boolean(context) && !problem, problem };
}

export function ContextStarting() {
  return <Spinner label="Starting a conversation about this item…" />;
}
