/**
 * `/chatbase-test`: the Chatbase widget, signed with the student's chat identity, when a Chatbase
 * agent id is configured on the server; otherwise it says so (no broken widget).
 */

import { authApiPaths } from '@medsutra/contract/auth/paths';
import { authStorageKeys } from '@medsutra/contract/auth/rules';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { readStorage } from '@/lib/storage';
import { useChatbaseConfig } from '../api/tutor-api';

type ChatbaseQueue = ((...args: unknown[]) => void) & { q?: unknown[] };

function loadWidget(agentId: string, identity: { userId: string; userHash: string } | null) {
  const w = window as unknown as { chatbase?: ChatbaseQueue };
  if (!w.chatbase) {
    const queue: ChatbaseQueue = (...args: unknown[]) => {
      queue.q = [...(queue.q ?? []), args];
    };
    w.chatbase = queue;
  }
  if (identity) w.chatbase('identify', { user_id: identity.userId, user_hash: identity.userHash });
  if (document.getElementById(agentId)) return;
  const script = document.createElement('script');
  script.src = 'https://www.chatbase.co/embed.min.js';
  script.id = agentId;
  script.setAttribute('domain', 'www.chatbase.co');
  document.body.appendChild(script);
}

export default function ChatbaseTestPage() {
  const config = useChatbaseConfig();
  const [state, setState] = useState<'idle' | 'loaded' | 'no-identity'>('idle');
  const agentId = config.data?.agentId ?? null;

  useEffect(() => {
    if (!agentId) return;
    const token = readStorage('local', authStorageKeys.sessionToken);
    const identity = token
      ? api
          .get<{ success: true; identity: { userId: string; userHash: string } }>(authApiPaths.chatbaseIdentity(token))
          .then((reply) => reply.identity)
          .catch(() => null)
      : Promise.resolve(null);
    void identity.then((found) => {
      loadWidget(agentId, found);
      setState(found ? 'loaded' : 'no-identity');
    });
  }, [agentId]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title="Chat test" description="The Chatbase chat, as an alternative to the MedSutra tutor." />
      {config.isPending ? <Spinner label="Loading…" /> : null}
      {config.data && !agentId ? (
        <Card className="space-y-2">
          <CardTitle>Chatbase is not configured</CardTitle>
          <p className="text-ink">
            This server has no Chatbase agent set up, so there is no Chatbase chat to show. The MedSutra tutor answers
            your doubts from the library instead.
          </p>
          <Link to="/augchatbase" className="inline-flex min-h-11 items-center text-primary underline">
            Open the AI tutor
          </Link>
        </Card>
      ) : null}
      {agentId ? (
        <Card className="space-y-2">
          <CardTitle>Chatbase chat</CardTitle>
          <p className="text-ink">
            {state === 'idle'
              ? 'Loading the Chatbase chat…'
              : state === 'loaded'
                ? 'The Chatbase chat button is in the corner of the page, signed in as you.'
                : 'The Chatbase chat button is in the corner of the page (without your identity: sign in again to link it).'}
          </p>
        </Card>
      ) : null}
    </div>
  );
}
