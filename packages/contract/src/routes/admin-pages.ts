/**
 * The admins' pages (signed in, `adminOnly`): library reports and import, grand tests, the admin
 * console, users, moderation, the audit log and the Golden Med Store's customer PDFs and sheets sync.
 */
import { type AppRoute, adminApp } from './route.ts';

export const ADMIN_PAGES: readonly AppRoute[] = [
  adminApp(
    '/admin/library-reports',
    'Library reports',
    'Admin: errors students reported in the library, and questions the item analysis flagged.',
    'Library',
    'library/admin-library-reports-page',
  ),
  adminApp(
    '/admin/grand-tests',
    'Grand tests admin',
    'Admin: create, preview and publish grand tests.',
    'Grand tests',
    'grand-tests/admin-grand-tests-page',
  ),
  adminApp(
    '/admin/library-import',
    'Library import',
    "Admin: import an institution's licensed content.",
    'Library',
    'library/admin-library-import-page',
  ),
  adminApp(
    '/admin',
    'Admin console',
    'Admin: users, moderation, library reports, refunds and the audit log.',
    'Admin console',
    'admin/admin-console-page',
  ),
  adminApp(
    '/admin/users',
    'Users',
    'Admin: find a student by email, name or handle.',
    'Admin console',
    'admin/admin-users-page',
  ),
  adminApp(
    '/admin/users/:userId',
    'User',
    "Admin: a student's plan, balances, devices, sessions and role.",
    'Admin console',
    'admin/admin-user-page',
  ),
  adminApp(
    '/admin/moderation',
    'Moderation queue',
    'Admin: reported posts, comments, users and listings.',
    'Admin console',
    'admin/admin-moderation-page',
  ),
  adminApp(
    '/admin/audit-log',
    'Audit log',
    'Admin: every admin action, with who and when.',
    'Admin console',
    'admin/admin-audit-log-page',
  ),
  adminApp(
    '/admin/customer-pdfs',
    'Customer PDFs',
    'Admin: customer PDFs.',
    'Admin',
    'golden-store/admin-customer-pdfs-page',
  ),
  adminApp('/admin/sheets-sync', 'Sheets sync', 'Admin: sheets sync.', 'Admin', 'golden-store/admin-sheets-sync-page'),
];
