/**
 * Medstagram (/medstagram): the feed of shared posts, newest first, a page at a time. The notes
 * store tab (`?tab=stores`) arrives with a later issue and says so.
 */
import { medstagramMessages } from '@medsutra/contract/medstagram';
import { medstagramScreenMessages } from '@medsutra/contract/mindmap-messages';
import { paths } from '@medsutra/contract/routes';
import { Network } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useFeed } from '../api/get-feed';
import { type MedstagramTab, MedstagramTabs } from '../components/medstagram-tabs';
import { PostList } from '../components/post-list';

const text = medstagramScreenMessages;

function Feed() {
  const feed = useFeed();
  return (
    <PostList
      query={feed}
      empty={
        <div className="space-y-3">
          <p className="text-muted">{medstagramMessages.empty}</p>
          <ButtonLink to={paths.mindmapGenerator} size="sm">
            <Network aria-hidden="true" className="size-4" />
            {text.makeOne}
          </ButtonLink>
        </div>
      }
    />
  );
}

export default function MedstagramPage() {
  const [searchParams] = useSearchParams();
  const tab: MedstagramTab = searchParams.get('tab') === 'stores' ? 'stores' : 'feed';
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6">
      <PageHeader title={text.title} description={text.description} />
      <MedstagramTabs active={tab} />
      {tab === 'stores' ? (
        <Card role="note">
          <p className="text-muted">{text.storesSoon}</p>
        </Card>
      ) : (
        <Feed />
      )}
    </div>
  );
}
