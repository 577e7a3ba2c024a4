/**
 * A student's Medstagram profile and posts (/medstagram/user/:handle, or the owner's own email,
 * which serves only its owner). A blocked student's page is not found, both ways.
 */
import { communityScreenMessages as community, medstagramScreenMessages } from '@medsutra/contract/medstagram/messages';
import { paths } from '@medsutra/contract/routes';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { failureSentence } from '@/lib/api-failure';
import { useAuthorPosts } from '../api/get-author-posts';
import { useProfile } from '../api/get-profile';
import { PostList } from '../components/post-list';
import { ProfileHeader } from '../components/profile-header';

const text = medstagramScreenMessages;

export default function MedstagramUserPage() {
  const author = (useParams().email ?? '').trim().toLowerCase();
  const profile = useProfile(author);
  const blocked = profile.data?.blockedByMe ?? false;
  const posts = useAuthorPosts(author, profile.isSuccess && !blocked);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6">
      <ButtonLink to={paths.medstagram} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {text.backToFeed}
      </ButtonLink>
      {profile.isPending ? (
        <div className="h-48 animate-pulse rounded-xl bg-surface-muted motion-reduce:animate-none" />
      ) : profile.isError ? (
        <Card role="alert">
          <p className="text-danger">{failureSentence(profile.error, community.profileNotFound)}</p>
        </Card>
      ) : (
        <>
          <ProfileHeader profile={profile.data} />
          {blocked ? (
            <Card role="note">
              <p className="text-muted">{community.blockedNote}</p>
            </Card>
          ) : (
            <PostList query={posts} linkAuthors={false} empty={<p className="text-muted">{text.userEmpty}</p>} />
          )}
        </>
      )}
    </div>
  );
}
