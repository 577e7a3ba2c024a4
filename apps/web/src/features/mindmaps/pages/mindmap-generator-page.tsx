/**
 * The mindmap generator (/mindmap-generator; docs/product-rules.md, Mindmaps): the balance, the topic
 * and generate button, the generating panel while a job runs, the saved list (which polls while a
 * job runs), a ready mindmap in the interactive viewer (`?mindmap=<id>`), and the share dialog.
 */

import { aiToolXp } from '@medsutra/contract/economy/table';
import { apiErrorCodes } from '@medsutra/contract/http/errors';
import {
  type MindmapGenerateReply,
  type MindmapShareReply,
  type MindmapSummary,
  mindmapMessages,
} from '@medsutra/contract/mindmaps/api';
import { mindmapScreenMessages } from '@medsutra/contract/mindmaps/messages';
import { MINDMAP_BACK_PATH, MINDMAP_OPEN_PARAM } from '@medsutra/contract/mindmaps/paths';
import { paths } from '@medsutra/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useConfirmSpend } from '@/components/confirm-spend';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useToolPrice } from '@/features/cases/api/tools-api';
import { useBalances } from '@/features/economy/api/get-balances';
import { errorCode, errorStatus } from '@/lib/api-client';
import { errorReply, failureSentence } from '@/lib/api-failure';
import { balancesMoved, balancesQueryKey } from '@/lib/balances';
import { showToast } from '@/lib/toast';
import { useGenerateMindmap } from '../api/generate-mindmap';
import { useMindmaps } from '../api/get-mindmaps';
import { useShareMindmap } from '../api/share-mindmap';
import { GeneratingPanel } from '../components/generating-panel';
import { GeneratorForm } from '../components/generator-form';
import { OpenedMindmap } from '../components/opened-mindmap';
import { SavedMindmaps } from '../components/saved-mindmaps';
import { ShareDialog } from '../components/share-dialog';
import { isRunning } from '../lib/list-polling';

const text = mindmapScreenMessages;

function showInsufficientCoins(cost: number) {
  showToast('error', mindmapMessages.insufficientCoins, { description: mindmapMessages.insufficientCoinsBody(cost) });
}

export default function MindmapGeneratorPage({ email }: { email: string }) {
  const [topic, setTopic] = useState('');
  const [shareTarget, setShareTarget] = useState<MindmapSummary | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  /** How long generation takes with the server's provider, from its last accepted topic. */
  const [expectedWait, setExpectedWait] = useState<string | undefined>(undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(MINDMAP_OPEN_PARAM);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const balances = useBalances(email);
  const list = useMindmaps(email);
  const balance = balances.data?.coins?.balance;
  const price = useToolPrice('mindmap');
  const confirmSpend = useConfirmSpend();

  const generate = useGenerateMindmap(email, {
    onSuccess: (reply: MindmapGenerateReply) => {
      setTopic('');
      setExpectedWait(reply.expectedWait);
      showToast('success', mindmapMessages.generationStarted, {
        description: mindmapMessages.generationStartedBody(reply.medCoinsDeducted, aiToolXp(reply.medCoinsDeducted)),
      });
    },
    onError: (error) => {
      if (errorCode(error) === apiErrorCodes.insufficientCoins) {
        const description = errorReply(error)?.description;
        showToast('error', mindmapMessages.insufficientCoins, {
          description:
            typeof description === 'string' ? description : mindmapMessages.insufficientCoinsBody(price.cost ?? 0),
        });
        return;
      }
      if (errorStatus(error) === 401) {
        showToast('error', mindmapMessages.loginRequired);
        return;
      }
      showToast('error', mindmapMessages.generationFailed, {
        description: failureSentence(error, {
          refused: mindmapMessages.generationFailedFallback,
          unreachable: mindmapMessages.generationError,
        }),
      });
    },
  });

  const share = useShareMindmap(email, {
    onSuccess: (reply: MindmapShareReply) => {
      setShareTarget(null);
      showToast('success', mindmapMessages.shared, { description: mindmapMessages.sharedBody(reply.xpAwarded) });
      navigate(paths.medstagram);
    },
    onError: (error) =>
      showToast('error', mindmapMessages.shareFailed, {
        description: failureSentence(error, {
          refused: mindmapMessages.shareFailedFallback,
          unreachable: mindmapMessages.shareError,
        }),
      }),
  });

  const startGeneration = async () => {
    const trimmed = topic.trim();
    if (!email) return showToast('error', mindmapMessages.loginRequired);
    if (!trimmed) return showToast('error', mindmapMessages.topicRequired);
    if (price.cost === null) return;
    if (balance !== undefined && balance < price.cost) return showInsufficientCoins(price.cost);
    if (!(await confirmSpend.confirm(text.title, price.cost, balance ?? null))) return;
    generate.mutate(trimmed);
  };

  const openMindmap = (mindmap: MindmapSummary) => setSearchParams({ [MINDMAP_OPEN_PARAM]: mindmap.id });
  const closeMindmap = () => setSearchParams({});

  // The viewer opens above the list: bring it into view (the sticky header keeps its scroll margin).
  useEffect(() => {
    if (openId) document.getElementById('opened-mindmap')?.scrollIntoView({ block: 'start' });
  }, [openId]);

  const running = (list.data?.mindmaps ?? []).filter(isRunning).map((mindmap) => mindmap.topic);

  // A job that ends may have been refunded (a failed generation gives the coins back).
  const runningCount = useRef(running.length);
  useEffect(() => {
    if (running.length < runningCount.current) balancesMoved(queryClient);
    runningCount.current = running.length;
  }, [running.length, queryClient]);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 px-4 py-6">
      <ButtonLink to={MINDMAP_BACK_PATH} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {text.back}
      </ButtonLink>
      <PageHeader title={text.title} description={text.description} />

      {openId ? <OpenedMindmap key={openId} email={email} id={openId} onClose={closeMindmap} /> : null}

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <div className="space-y-4">
          <GeneratorForm
            topic={topic}
            onTopicChange={setTopic}
            onGenerate={() => void startGeneration()}
            pending={generate.isPending}
            balance={{ balance, loading: balance === undefined && !balances.isError }}
            price={price}
          />
          {generate.isPending || running.length > 0 ? <GeneratingPanel topics={running} wait={expectedWait} /> : null}
        </div>
        <SavedMindmaps
          mindmaps={list.data?.mindmaps}
          loading={list.isPending}
          failed={list.isError}
          refreshing={refreshing}
          onRefresh={() => {
            setRefreshing(true);
            void Promise.all([
              list.refetch(),
              queryClient.invalidateQueries({ queryKey: balancesQueryKey(email) }),
            ]).finally(() => setRefreshing(false));
          }}
          onOpen={openMindmap}
          onShare={setShareTarget}
        />
      </div>

      {confirmSpend.dialog}
      <ShareDialog
        mindmap={shareTarget}
        pending={share.isPending}
        onShare={(input) => share.mutate(input)}
        onClose={() => {
          if (!share.isPending) setShareTarget(null);
        }}
      />
    </div>
  );
}
