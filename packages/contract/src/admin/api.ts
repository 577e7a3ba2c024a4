/**
 * The admin console's calls (users, suspension, roles, the audit log) and the moderation module's
 * (students report a post, comment, user or listing; admins uphold or dismiss), with their
 * sentences. Every `/api/admin/*` call answers 401 without a session and 403 for a non-admin.
 */
import { z } from 'zod';
import { sessionRowSchema, userRoleSchema } from '../auth/api.ts';
import { withParam } from '../http/paths.ts';
import { successReply } from '../http/reply.ts';
import { displayText, text } from '../text.ts';

export const adminApiPaths = {
  users: '/api/admin/users',
  user: '/api/admin/users/:userId',
  suspend: '/api/admin/users/:userId/suspend',
  unsuspend: '/api/admin/users/:userId/unsuspend',
  role: '/api/admin/users/:userId/role',
  auditLog: '/api/admin/audit-log',
  reports: '/api/admin/reports',
  reportDecision: '/api/admin/reports/:reportId/decision',
} as const;

export const moderationApiPaths = {
  reports: '/api/reports',
  reasons: '/api/reports/reasons',
} as const;

export const adminUserPath = (userId: string) => withParam(adminApiPaths.user, userId);
export const adminSuspendPath = (userId: string) => withParam(adminApiPaths.suspend, userId);
export const adminUnsuspendPath = (userId: string) => withParam(adminApiPaths.unsuspend, userId);
export const adminRolePath = (userId: string) => withParam(adminApiPaths.role, userId);
export const adminReportDecisionPath = (reportId: string) => withParam(adminApiPaths.reportDecision, reportId);

/** The console's pages. */
export const adminPages = {
  console: '/admin',
  users: '/admin/users',
  user: '/admin/users/:userId',
  moderation: '/admin/moderation',
  auditLog: '/admin/audit-log',
  libraryReports: '/admin/library-reports',
  grandTests: '/admin/grand-tests',
  /** Refund decisions live with the stores (the stores engineer's page). */
  refunds: '/stores/admin',
} as const;
export const adminUserPage = (userId: string) => withParam(adminPages.user, userId);

const ADMIN_SEARCH_MAX = 200;
export const ADMIN_REASON_MAX = 500;
const REPORT_DETAILS_MAX = 1000;
export const AUDIT_LOG_PAGE = 100;

export const adminMessages = {
  userNotFound: 'There is no MedSutra account with that id.',
  searchTooLong: `Search with at most ${ADMIN_SEARCH_MAX} characters.`,
  reasonRequired: 'Give a reason of 3 to 500 characters; the student and the audit log keep it.',
  notOnYourself: 'You cannot change your own role or suspend yourself; ask another admin.',
  suspended: 'The account is suspended and every one of its sessions has ended.',
  alreadySuspended: 'That account is already suspended.',
  unsuspended: 'The account can sign in again.',
  notSuspended: 'That account is not suspended.',
  roleChanged: (role: 'user' | 'admin') =>
    role === 'admin' ? 'The account is now an admin.' : 'The account is no longer an admin.',
  roleUnchanged: 'The account already has that role.',
  loadFailed: 'The admin console could not load. Check your connection and try again.',
  actionFailed: 'That did not work. Try again.',
} as const;

export const moderationMessages = {
  unknownKind: 'That cannot be reported. Report a post, a comment, a user or a listing.',
  reasonNotListed: 'Choose one of the listed reasons.',
  targetMissing: 'That is no longer here, or you cannot see it.',
  notYourOwn: 'You cannot report your own content.',
  duplicate: 'You have already reported this; an admin will look at it.',
  flood: 'You have sent many reports in a short time. Try again in an hour.',
  saved: 'Thank you. An admin will look at your report.',
  reportNotFound: 'There is no such report.',
  alreadyDecided: 'Another admin has already decided this report.',
  upheld: 'Report upheld: the content is taken down and the reporter’s report is closed.',
  dismissed: 'Report dismissed: nothing was taken down.',
} as const;

// ---- Users ----------------------------------------------------------------------------------

export const adminUserSearchQuerySchema = z.object({
  q: text().trim().max(ADMIN_SEARCH_MAX, adminMessages.searchTooLong).optional(),
});

export const adminUserParamsSchema = z.object({ userId: z.uuid(adminMessages.userNotFound) });

const adminUserSummarySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  handle: z.string(),
  role: userRoleSchema,
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersReplySchema = successReply({ users: z.array(adminUserSummarySchema) });
export type AdminUsersReply = z.infer<typeof adminUsersReplySchema>;

const adminUserDetailSchema = adminUserSummarySchema.extend({
  plan: z.string(),
  emailVerified: z.boolean(),
  coins: z.number().int(),
  xp: z.number().int(),
  /** The last suspension's reason, who and when (from the audit log); null when not suspended. */
  suspension: z.object({ reason: z.string(), at: z.string(), byName: z.string().nullable() }).nullable(),
  devices: z.array(z.object({ id: z.string(), deviceName: z.string(), lastUsed: z.string(), createdAt: z.string() })),
  sessions: z.array(sessionRowSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserReplySchema = successReply({ user: adminUserDetailSchema });
export type AdminUserReply = z.infer<typeof adminUserReplySchema>;

export const adminSuspendRequestSchema = z.object({
  reason: displayText().trim().min(3, adminMessages.reasonRequired).max(ADMIN_REASON_MAX, adminMessages.reasonRequired),
});
export const adminRoleRequestSchema = z.object({ role: userRoleSchema });
export const adminActionReplySchema = successReply({ message: z.string() });
export type AdminActionReply = z.infer<typeof adminActionReplySchema>;

// ---- Audit log ------------------------------------------------------------------------------

export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE).optional(),
});
const auditLogEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  /** Null once that admin's account is deleted. */
  adminName: z.string().nullable(),
  adminHandle: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogReplySchema = successReply({ actions: z.array(auditLogEntrySchema) });
export type AuditLogReply = z.infer<typeof auditLogReplySchema>;

// ---- Reports (moderation) -------------------------------------------------------------------

export const reportRequestSchema = z.object({
  targetKind: text().trim().min(1, moderationMessages.unknownKind).max(40, moderationMessages.unknownKind),
  targetId: text().trim().min(1, moderationMessages.targetMissing).max(200, moderationMessages.targetMissing),
  reason: text().trim().min(1, moderationMessages.reasonNotListed).max(80, moderationMessages.reasonNotListed),
  details: displayText()
    .trim()
    .max(REPORT_DETAILS_MAX, `Keep the details within ${REPORT_DETAILS_MAX} characters.`)
    .optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;
export const reportReplySchema = successReply({ message: z.string(), reportId: z.string() });

export const reportReasonsReplySchema = successReply({
  kinds: z.array(z.object({ kind: z.string(), reasons: z.array(z.string()) })),
});
export type ReportReasonsReply = z.infer<typeof reportReasonsReplySchema>;

const adminReportSchema = z.object({
  id: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  reason: z.string(),
  details: z.string().nullable(),
  createdAt: z.string(),
  reporter: z.object({ name: z.string(), handle: z.string() }),
  /** The target as its module describes it now; null when it is gone. */
  target: z.object({ title: z.string(), link: z.string(), hidden: z.boolean() }).nullable(),
  /** How many open reports name the same target (this one included). */
  openOnTarget: z.number().int(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsReplySchema = successReply({ reports: z.array(adminReportSchema) });
export type AdminReportsReply = z.infer<typeof adminReportsReplySchema>;

export const reportDecisionParamsSchema = z.object({ reportId: z.uuid(moderationMessages.reportNotFound) });
export const reportDecisionRequestSchema = z.object({
  decision: z.enum(['uphold', 'dismiss']),
  note: displayText().trim().max(ADMIN_REASON_MAX).optional(),
});
export type ReportDecision = z.infer<typeof reportDecisionRequestSchema>['decision'];

/** The reasons of the `user` target (this module's own): a user is reported for how they act. */
export const USER_REPORT_REASONS = ['Harassment or bullying', 'Impersonation', 'Spam or scams', 'Other'] as const;
