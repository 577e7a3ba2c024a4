/** Medstagram: a student's posts, comments, likes, saves, follows, blocks, profile and notifications: exported; deleted at erasure. */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { MedstagramRepository } from './repository.ts';

export function medstagramPersonalData(repository: MedstagramRepository): PersonalDataSource {
  return personalDataSource(
    {
      posts: deleted,
      post_comments: deleted,
      post_likes: deleted,
      post_saves: deleted,
      follows: deleted,
      blocks: deleted,
      medstagram_profiles: deleted,
      notifications: deleted,
    },
    repository,
  );
}
