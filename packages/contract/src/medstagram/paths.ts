/** Medstagram's call paths (zod-free), for the server's routes and the web's calls. */

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

const withId = (path: string, id: string) => path.replace(/:\w+/, encodeURIComponent(id));
export const medstagramPath = {
  userPosts: (handleOrEmail: string) => withId(medstagramApiPaths.userPosts, handleOrEmail),
  userProfile: (handleOrEmail: string) => withId(medstagramApiPaths.userProfile, handleOrEmail),
  post: (id: string) => withId(medstagramApiPaths.post, id),
  likes: (id: string) => withId(medstagramApiPaths.likes, id),
  saves: (id: string) => withId(medstagramApiPaths.saves, id),
  comments: (id: string) => withId(medstagramApiPaths.comments, id),
  comment: (id: string) => withId(medstagramApiPaths.comment, id),
  follow: (handle: string) => withId(medstagramApiPaths.follow, handle),
  block: (handle: string) => withId(medstagramApiPaths.block, handle),
  sharePearl: (id: string) => withId(medstagramApiPaths.sharePearl, id),
  image: (id: string) => withId(medstagramApiPaths.image, id),
};
