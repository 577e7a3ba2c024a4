/** One author's Medstagram posts (/medstagram/user/:handle, or the owner's own email), newest first. */
import { medstagramScreenMessages } from '@medsutra/contract/mindmap-messages';
import { paths } from '@medsutra/contract/routes';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useAuthorPosts } from '../api/get-author-posts';
import { PostList } from '../components/post-list';

const text = medstagramScreenMessages;

export default function MedstagramUserPage() {
  const author = (useParams().email ?? '').trim().toLowerCase();
  const posts = useAuthorPosts(author);
  const name = posts.data?.pages[0]?.posts[0]?.author.name || (author.includes('@') ? author : `@${author}`);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6">
      <ButtonLink to={paths.medstagram} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {text.backToFeed}
      </ButtonLink>
      <PageHeader title={text.userTitle(name)} description={text.userDescription} />
      <PostList query={posts} linkAuthors={false} empty={<p className="text-muted">{text.userEmpty}</p>} />
    </div>
  );
}
