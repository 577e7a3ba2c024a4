/**
 * Medstagram (/medstagram): the feed (people you follow first), the following tab, saved posts,
 * the notes store (`?tab=stores`, the stores module's component) and notifications
 * (`?tab=notifications`, where the header's bell leads).
 */
import { type MedstagramTab, medstagramMessages } from '@medsutra/contract/medstagram/api';
import { communityScreenMessages as community, medstagramScreenMessages } from '@medsutra/contract/medstagram/messages';
import { paths } from '@medsutra/contract/routes';
import { Bell, Network, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useAuthState } from '@/features/auth/api/get-auth-status';
import { useFeed } from '../api/get-feed';
import { useUnreadCount } from '../api/get-unread-count';
import { type MedstagramPageTab, MedstagramTabs } from '../components/medstagram-tabs';
import { NewPostForm } from '../components/new-post-form';
import { notificationsPath, UnreadCount } from '../components/notifications-bell';
import { NotificationsList } from '../components/notifications-list';
import { PostList } from '../components/post-list';
import { medstagramAuthorPath } from '../lib/author-path';

const text = medstagramScreenMessages;
const StoresTab = lazy(() => import('@/features/stores/components/stores-tab').then((m) => ({ default: m.StoresTab })));

const EMPTY: Record<MedstagramTab, string> = {
  feed: medstagramMessages.empty,
  following: medstagramMessages.emptyFollowing,
  saved: medstagramMessages.emptySaved,
};

function Feed({ tab }: { tab: MedstagramTab }) {
  const feed = useFeed(tab);
  return (
    <PostList
      query={feed}
      empty={
        <div className="space-y-3">
          <p className="text-muted">{EMPTY[tab]}</p>
          {tab === 'feed' ? (
            <ButtonLink to={paths.mindmapGenerator} size="sm">
              <Network aria-hidden="true" className="size-4" />
              {text.makeOne}
            </ButtonLink>
          ) : null}
        </div>
      }
    />
  );
}

const PAGE_TABS: readonly MedstagramPageTab[] = ['feed', 'following', 'saved', 'stores', 'notifications'];

export default function MedstagramPage() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('tab') as MedstagramPageTab | null;
  const tab: MedstagramPageTab = asked && PAGE_TABS.includes(asked) ? asked : 'feed';
  const auth = useAuthState();
  const email = auth.status === 'signedIn' ? auth.user.email : null;
  const unread = useUnreadCount(true).data ?? 0;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6">
      <PageHeader
        title={tab === 'notifications' ? community.notificationsTitle : text.title}
        description={tab === 'notifications' ? community.notificationsDescription : text.description}
      />
      <div className="flex flex-wrap items-center gap-2">
        <NewPostForm />
        {/* The header's bell is hidden on a phone: the way to notifications there is here. */}
        <ButtonLink
          to={notificationsPath}
          variant="ghost"
          size="sm"
          className="sm:hidden"
          aria-label={community.notificationsLink(unread)}
          data-unread={unread}
        >
          <Bell aria-hidden="true" className="size-4" />
          {community.tabNotifications}
          <UnreadCount count={unread} />
        </ButtonLink>
        {email ? (
          <ButtonLink to={medstagramAuthorPath(email)} variant="ghost" size="sm">
            <UserRound aria-hidden="true" className="size-4" />
            {community.myProfile}
          </ButtonLink>
        ) : null}
      </div>
      <MedstagramTabs active={tab} />
      {tab === 'stores' ? (
        <Suspense fallback={<div className="h-40 animate-pulse rounded-xl bg-surface-muted" />}>
          <StoresTab />
        </Suspense>
      ) : tab === 'notifications' ? (
        <NotificationsList />
      ) : (
        <Feed tab={tab} />
      )}
    </div>
  );
}
