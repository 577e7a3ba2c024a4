/**
 * The admins' pages (signed in, `adminOnly`): library reports and import, grand tests, the admin
 * console, users, moderation, the audit log and the Golden Med Store's customer PDFs and sheets sync.
 */
import { type AppRoute, app } from './route.ts';

export const ADMIN_PAGES: readonly AppRoute[] = [
  {
    ...app(
      '/admin/library-reports',
      'Library reports',
      'Admin: errors students reported in the library, and questions the item analysis flagged.',
      'Library',
    ),
    page: 'library/admin-library-reports-page',
    adminOnly: true,
  },
  {
    ...app('/admin/grand-tests', 'Grand tests admin', 'Admin: create, preview and publish grand tests.', 'Grand tests'),
    page: 'grand-tests/admin-grand-tests-page',
    adminOnly: true,
  },
  {
    ...app('/admin/library-import', 'Library import', "Admin: import an institution's licensed content.", 'Library'),
    page: 'library/admin-library-import-page',
    adminOnly: true,
  },
  {
    ...app(
      '/admin',
      'Admin console',
      'Admin: users, moderation, library reports, refunds and the audit log.',
      'Admin console',
    ),
    page: 'admin/admin-console-page',
    adminOnly: true,
  },
  {
    ...app('/admin/users', 'Users', 'Admin: find a student by email, name or handle.', 'Admin console'),
    page: 'admin/admin-users-page',
    adminOnly: true,
  },
  {
    ...app(
      '/admin/users/:userId',
      'User',
      "Admin: a student's plan, balances, devices, sessions and role.",
      'Admin console',
    ),
    page: 'admin/admin-user-page',
    adminOnly: true,
  },
  {
    ...app(
      '/admin/moderation',
      'Moderation queue',
      'Admin: reported posts, comments, users and listings.',
      'Admin console',
    ),
    page: 'admin/admin-moderation-page',
    adminOnly: true,
  },
  {
    ...app('/admin/audit-log', 'Audit log', 'Admin: every admin action, with who and when.', 'Admin console'),
    page: 'admin/admin-audit-log-page',
    adminOnly: true,
  },
  {
    ...app('/admin/customer-pdfs', 'Customer PDFs', 'Admin: customer PDFs.', 'Admin'),
    page: 'golden-store/admin-customer-pdfs-page',
    adminOnly: true,
  },
  {
    ...app('/admin/sheets-sync', 'Sheets sync', 'Admin: sheets sync.', 'Admin'),
    page: 'golden-store/admin-sheets-sync-page',
    adminOnly: true,
  },
];
