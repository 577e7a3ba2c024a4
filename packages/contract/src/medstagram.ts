/**
 * Medstagram, the study feed. A post has a `kind`; this release has mindmap posts, and later kinds
 * (pearls, notes, images) join the `medstagramPostSchema` union with their own attachment.
 */
import { z } from 'zod';
import { groundingSchema } from './library/api.ts';
import { mindmapSourceSchema, mindmapTreeSchema } from './mindmaps.ts';
import { text } from './text.ts';

export const MEDSTAGRAM_PAGE_SIZE = 20;

export const medstagramApiPaths = {
  posts: '/api/medstagram/posts',
  /** `:email` is the author's public handle, or (for the owner alone) her own email (DECISIONS.md). */
  userPosts: '/api/medstagram/user/:email/posts',
} as const;

/** One author's posts by public handle (or, for the signed-in owner, her own email). */
export const medstagramUserPostsPath = (handleOrEmail: string) =>
  `/api/medstagram/user/${encodeURIComponent(handleOrEmail)}/posts`;

/** `student-ab12cd34`: lower-case letters, digits and hyphens. */
export const PUBLIC_HANDLE_SHAPE = /^[a-z0-9][a-z0-9-]{2,39}$/;

export const medstagramMessages = {
  feedFailed: 'Error: Failed to load Medstagram posts',
  empty: 'No posts yet. Share a mindmap to start the feed.',
  badCursor: 'This page of the feed is no longer available. Reload the feed.',
  emailNotYours: "An email address opens only its owner's own page. Open another student's page from their post.",
  noSuchAuthor: 'No student has that Medstagram handle.',
} as const;

export const medstagramPageQuerySchema = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type MedstagramPageQuery = z.infer<typeof medstagramPageQuerySchema>;

export const medstagramUserParamsSchema = z.object({ email: text().max(254) });

const postBase = {
  id: z.string(),
  /** Never an email: other students see a name and a public handle. */
  author: z.object({ name: z.string(), handle: z.string() }),
  title: z.string(),
  description: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
};

export const medstagramMindmapPostSchema = z.object({
  ...postBase,
  kind: z.literal('mindmap'),
  mindmap: z.object({
    id: z.string(),
    topic: z.string(),
    source: mindmapSourceSchema,
    /** Where its facts came from (null for mindmaps made before the library). */
    grounding: groundingSchema.nullable(),
    tree: mindmapTreeSchema,
  }),
});

export const medstagramPostSchema = z.discriminatedUnion('kind', [medstagramMindmapPostSchema]);
export type MedstagramPost = z.infer<typeof medstagramPostSchema>;
export type MedstagramPostKind = MedstagramPost['kind'];

export const medstagramPageReplySchema = z.object({
  success: z.literal(true),
  posts: z.array(medstagramPostSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MedstagramPageReply = z.infer<typeof medstagramPageReplySchema>;
