/**
 * Medstagram, the study community: posts of every kind the app makes, profiles, follows, likes,
 * comments, saves, blocks and in-app notifications. Other students see a name and a public handle,
 * never an email (docs/product-rules.md).
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { groundingSchema } from '../library/api.ts';
import { mindmapSourceSchema, mindmapTreeSchema } from '../mindmaps/api.ts';
import { text } from '../text.ts';

export const MEDSTAGRAM_PAGE_SIZE = 20;
/** docs/product-rules.md: comments up to 1,000 characters, editable for 5 minutes. */
export const COMMENT_MAX_CHARS = 1000;
export const COMMENT_EDIT_WINDOW_MS = 5 * 60 * 1000;
/** Comments one account may write a minute (the feed is not a chat room). */
export const COMMENTS_PER_MINUTE = 10;
export const CAPTION_MAX_CHARS = 2200;
export const BIO_MAX_CHARS = 300;
/** Largest image accepted for an avatar or an image post, before processing. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Posts of followed students newer than this come first in the feed tab. */
export const FOLLOWING_FIRST_DAYS = 7;

/** `student-ab12cd34`: lower-case letters, digits and hyphens. */
export const PUBLIC_HANDLE_SHAPE = /^[a-z0-9][a-z0-9-]{2,39}$/;

export const medstagramMessages = {
  feedFailed: 'Error: Failed to load Medstagram posts',
  empty: 'No posts yet. Share a mindmap, a pearl or a picture of your notes to start the feed.',
  emptyFollowing: 'No posts from students you follow yet. Open a student’s name and follow them.',
  emptySaved: 'You have not saved any posts yet.',
  badCursor: 'This page of the feed is no longer available. Reload the feed.',
  emailNotYours: "An email address opens only its owner's own page. Open another student's page from their post.",
  noSuchAuthor: 'No student has that Medstagram handle.',
  noSuchPost: 'This post is not available. It may have been deleted.',
  notYourPost: 'Only the author can delete this post.',
  noSuchComment: 'This comment is not available.',
  notYourComment: 'Only the comment’s author can edit it.',
  cannotDeleteComment: 'Only the comment’s author or the post’s author can delete it.',
  editWindowOver: 'A comment can be edited for 5 minutes after it is posted. Delete it and write a new one instead.',
  commentEmpty: 'Write something before posting a comment.',
  commentTooLong: `A comment can be at most ${COMMENT_MAX_CHARS.toLocaleString('en-IN')} characters.`,
  tooManyComments: (seconds: number) => `You are commenting very fast. Try again in ${seconds} seconds.`,
  notYourself: 'You cannot do that to your own profile.',
  blocked: 'You cannot interact with this student.',
  imageMissing: 'Choose a JPEG, PNG or WebP image to upload.',
  imageType: 'Only JPEG, PNG or WebP images can be uploaded.',
  imageTooLarge: `The image is too large: the limit is ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  imageUnreadable: 'This image could not be read. Try another JPEG, PNG or WebP file.',
  pearlAlreadyShared: 'This pearl is already on Medstagram.',
  pearlNotFound: 'Pearl not found.',
  shared: 'Shared to Medstagram.',
  deleted: 'Post deleted.',
  commentDeleted: 'Comment deleted.',
  profileSaved: 'Profile saved.',
} as const;

const medstagramTabSchema = z.enum(['feed', 'following', 'saved']);
export type MedstagramTab = z.infer<typeof medstagramTabSchema>;

export const medstagramPageQuerySchema = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: text().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  tab: medstagramTabSchema.optional(),
});

export const medstagramUserParamsSchema = z.object({ email: text().max(254) });
export const medstagramHandleParamsSchema = z.object({ handle: text().max(60) });
export const medstagramIdParamsSchema = z.object({ id: z.uuid({ message: 'This link is not a valid id.' }) });

/** A person as other students see them: never an email. */
const publicPersonSchema = z.object({
  name: z.string(),
  handle: z.string(),
  /** The avatar's URL (a sized WebP), or null for initials. */
  avatarUrl: z.string().nullable(),
});
export type PublicPerson = z.infer<typeof publicPersonSchema>;

const postBase = {
  id: z.string(),
  author: publicPersonSchema,
  title: z.string(),
  description: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  savedByMe: z.boolean(),
  /** The viewer wrote it (may delete it). */
  mine: z.boolean(),
};

const postImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

const medstagramMindmapPostSchema = z.object({
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
const medstagramPearlPostSchema = z.object({
  ...postBase,
  kind: z.literal('pearl'),
  refId: z.string(),
  image: postImageSchema.nullable(),
});
const medstagramImagePostSchema = z.object({ ...postBase, kind: z.literal('image'), image: postImageSchema });
/** Kinds whose module shares them: the card shows the title and summary stored on the post. */
const medstagramListingPostSchema = z.object({ ...postBase, kind: z.literal('listing'), refId: z.string() });
const medstagramConceptMapPostSchema = z.object({
  ...postBase,
  kind: z.literal('concept_map'),
  refId: z.string(),
});
const medstagramSavedCasePostSchema = z.object({
  ...postBase,
  kind: z.literal('saved_case'),
  refId: z.string(),
});

const medstagramPostSchema = z.discriminatedUnion('kind', [
  medstagramMindmapPostSchema,
  medstagramPearlPostSchema,
  medstagramImagePostSchema,
  medstagramListingPostSchema,
  medstagramConceptMapPostSchema,
  medstagramSavedCasePostSchema,
]);
export type MedstagramPost = z.infer<typeof medstagramPostSchema>;

export const medstagramPageReplySchema = successReply({
  posts: z.array(medstagramPostSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MedstagramPageReply = z.infer<typeof medstagramPageReplySchema>;

const medstagramProfileSchema = z.object({
  ...publicPersonSchema.shape,
  bio: z.string(),
  college: z.string().nullable(),
  examYear: z.number().int().nullable(),
  counts: z.object({ posts: z.number().int(), followers: z.number().int(), following: z.number().int() }),
  isMe: z.boolean(),
  followedByMe: z.boolean(),
  blockedByMe: z.boolean(),
});
export type MedstagramProfile = z.infer<typeof medstagramProfileSchema>;
export const medstagramProfileReplySchema = successReply({ profile: medstagramProfileSchema });

const thisYear = new Date().getUTCFullYear();
export const medstagramProfileUpdateSchema = z.object({
  bio: text().trim().max(BIO_MAX_CHARS, `A bio can be at most ${BIO_MAX_CHARS} characters.`),
  college: text().trim().max(120, 'A college name can be at most 120 characters.').nullable(),
  examYear: z
    .number()
    .int()
    .min(thisYear - 10, 'Choose an exam year within the last ten years or the next ten.')
    .max(thisYear + 10, 'Choose an exam year within the last ten years or the next ten.')
    .nullable(),
});
export type MedstagramProfileUpdate = z.infer<typeof medstagramProfileUpdateSchema>;

const medstagramCommentSchema = z.object({
  id: z.string(),
  author: publicPersonSchema,
  text: z.string(),
  created_at: z.string(),
  edited: z.boolean(),
  /** The viewer may edit it now (her own, within 5 minutes). */
  canEdit: z.boolean(),
  /** The viewer may delete it (her own, or on her post). */
  canDelete: z.boolean(),
});
export type MedstagramComment = z.infer<typeof medstagramCommentSchema>;
export const commentListReplySchema = successReply({ comments: z.array(medstagramCommentSchema) });
export const commentBodySchema = z.object({
  text: text().trim().min(1, medstagramMessages.commentEmpty).max(COMMENT_MAX_CHARS, medstagramMessages.commentTooLong),
});
export const commentReplySchema = successReply({ comment: medstagramCommentSchema });

export const likeReplySchema = successReply({ liked: z.boolean(), likeCount: z.number().int() });
export const saveReplySchema = successReply({ saved: z.boolean() });
export const followReplySchema = successReply({ following: z.boolean() });
export const blockReplySchema = successReply({ blocked: z.boolean() });
export const okReplySchema = successReply({ message: z.string() });

export const sharePearlBodySchema = z.object({});
export const shareReplySchema = successReply({ message: z.string(), postId: z.string(), xpAwarded: z.number().int() });

const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['follow', 'like', 'comment', 'sale']),
  /** Who did it (null for a sale: a buyer stays private). */
  actor: publicPersonSchema.nullable(),
  postId: z.string().nullable(),
  detail: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type MedstagramNotification = z.infer<typeof notificationSchema>;
export const notificationListReplySchema = successReply({ notifications: z.array(notificationSchema) });
export const unreadCountReplySchema = successReply({ unread: z.number().int() });

/** Reasons a student may give when reporting a post or a comment (the moderation queue's list). */
export const POST_REPORT_REASONS = [
  'Spam',
  'Harassment or bullying',
  'Wrong or harmful medical information',
  'Copyright',
  'Nudity or gore',
  'Other',
] as const;
export const COMMENT_REPORT_REASONS = [
  'Spam',
  'Harassment or bullying',
  'Wrong or harmful medical information',
  'Other',
] as const;
