/** Medstagram's call paths (zod-free), for the server's routes and the web's calls. */
import { withParam } from '../http/paths.ts';

export const medstagramApiPaths = {
  posts: '/api/medstagram/posts',
  /** `:email` is the author's public handle, or (for the owner alone) her own email (docs/product-rules.md). */
  userPosts: '/api/medstagram/user/:email/posts',
  userProfile: '/api/medstagram/user/:email/profile',
  post: '/api/medstagram/posts/:id',
  likes: '/api/medstagram/posts/:id/likes',
  saves: '/api/medstagram/posts/:id/saves',
  comments: '/api/medstagram/posts/:id/comments',
  comment: '/api/medstagram/comments/:id',
  follow: '/api/medstagram/users/:handle/follow',
  block: '/api/medstagram/users/:handle/block',
  profile: '/api/medstagram/profile',
  avatar: '/api/medstagram/profile/avatar',
  imagePosts: '/api/medstagram/image-posts',
  /** Reserved by the notes contract as `notesApiPaths.pearlShare`; served by Medstagram. */
  sharePearl: '/api/pearls/:id/share',
  image: '/api/medstagram/images/:id',
  notifications: '/api/medstagram/notifications',
  unreadCount: '/api/medstagram/notifications/unread-count',
  notificationsRead: '/api/medstagram/notifications/read',
  /** Served by the moderation module (issue #23's API list): {targetKind, targetId, reason}. */
  reports: '/api/reports',
} as const;

export const medstagramPath = {
  userPosts: (handleOrEmail: string) => withParam(medstagramApiPaths.userPosts, handleOrEmail),
  userProfile: (handleOrEmail: string) => withParam(medstagramApiPaths.userProfile, handleOrEmail),
  post: (id: string) => withParam(medstagramApiPaths.post, id),
  likes: (id: string) => withParam(medstagramApiPaths.likes, id),
  saves: (id: string) => withParam(medstagramApiPaths.saves, id),
  comments: (id: string) => withParam(medstagramApiPaths.comments, id),
  comment: (id: string) => withParam(medstagramApiPaths.comment, id),
  follow: (handle: string) => withParam(medstagramApiPaths.follow, handle),
  block: (handle: string) => withParam(medstagramApiPaths.block, handle),
  sharePearl: (id: string) => withParam(medstagramApiPaths.sharePearl, id),
  image: (id: string) => withParam(medstagramApiPaths.image, id),
};
