/**
 * What a module gives the moderation queue for each kind of thing a student can report (a post,
 * a comment, a user, a notes-store listing …). The moderation module owns the reports; each
 * owning module says what the target is and how to take it down, so moderation never reaches
 * into another module's tables.
 */
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';

interface ReportTargetSummary {
  /** A short title an admin recognises ("Post by @asha: Brachial plexus map"). Never an email. */
  title: string;
  /** Whose content it is (for blocking, notifications, and so nobody reports themselves). */
  ownerUserId: string;
  /** The web app path where an admin can look at it. */
  link: string;
  /** Already hidden or taken down. */
  hidden: boolean;
}

export interface ReportTarget {
  /** `post`, `comment`, `user`, `listing` … (the `targetKind` of `POST /api/reports`). */
  kind: string;
  /** Reasons a student may choose for this kind. */
  reasons: readonly string[];
  /**
   * Optional: the one id a target is stored under when callers may name it in several ways (a
   * user by handle or by id), so one reporter cannot open two reports on one target. Null when
   * there is no such target. Without it the id is stored as given.
   */
  canonicalId?(db: DbExecutor, targetId: string): Promise<string | null>;
  /** The target as the reporter may see it, or null when there is no such target for them. */
  describe(db: DbExecutor, targetId: string, viewerUserId: string): Promise<ReportTargetSummary | null>;
  /** Hide or take the target down after an upheld report, inside the admin's transaction. */
  takeDown(
    tx: DbTransaction,
    targetId: string,
    context: { adminUserId: string; reason: string; now: Date },
  ): Promise<void>;
}
