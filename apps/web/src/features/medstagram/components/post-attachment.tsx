/**
 * A post's own card body, chosen by `post.kind`; a new kind adds a case (and TypeScript insists on
 * it). Kinds whose module shares them (listings, concept maps, saved cases) show the title and
 * summary stored on the post.
 */
import type { MedstagramPost } from '@medsutra/contract/medstagram/api';
import { communityScreenMessages as text } from '@medsutra/contract/medstagram/messages';
import { paths } from '@medsutra/contract/routes';
import { BookOpen, Gem, Image as ImageIcon, Share2, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MindmapPostBody } from './mindmap-post-body';

function KindLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 font-medium text-muted text-xs uppercase tracking-wide">
      {icon}
      {children}
    </span>
  );
}

function PostImage({ image, alt }: { image: { url: string; width: number; height: number }; alt: string }) {
  return (
    <img
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className="h-auto max-h-[70vh] w-full rounded-xl border border-border bg-surface-muted object-contain"
    />
  );
}

const iconClass = 'size-3.5';

export function PostAttachment({ post }: { post: MedstagramPost }) {
  switch (post.kind) {
    case 'mindmap':
      return <MindmapPostBody post={post} />;
    case 'image':
      return <PostImage image={post.image} alt={post.title || text.imageKind} />;
    case 'pearl':
      return (
        <div className="space-y-2">
          <KindLabel icon={<Gem aria-hidden="true" className={iconClass} />}>{text.pearlKind}</KindLabel>
          {post.image ? <PostImage image={post.image} alt={post.title} /> : null}
        </div>
      );
    case 'listing':
      return (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-canvas p-3">
          <KindLabel icon={<BookOpen aria-hidden="true" className={iconClass} />}>{text.listingKind}</KindLabel>
          <Link to={`${paths.medstagram}?tab=stores`} className="font-medium text-primary text-sm hover:underline">
            {text.openListing}
          </Link>
        </div>
      );
    case 'concept_map':
      return <KindLabel icon={<Share2 aria-hidden="true" className={iconClass} />}>{text.conceptMapKind}</KindLabel>;
    case 'saved_case':
      return (
        <KindLabel icon={<Stethoscope aria-hidden="true" className={iconClass} />}>{text.savedCaseKind}</KindLabel>
      );
    default: {
      // A kind this build does not know yet (a newer server): shown without its attachment.
      const unknownKind: never = post;
      return unknownKind ? <ImageIcon aria-hidden="true" className="hidden" /> : null;
    }
  }
}
