/**
 * A signed-in student's pages, first part of the table: the dashboard and hubs, tests, notes and
 * Google Drive, the stores and Med Coins, the economy's pages, profile, analysis and study plans.
 */
import { PRODUCT_NAME, PRODUCT_SLUG } from '../product.ts';
import { type AppRoute, app } from './route.ts';

const p = PRODUCT_SLUG;

export const STUDENT_PAGES: readonly AppRoute[] = [
  {
    ...app('/dashboard', 'Dashboard', 'What to do today, then your balances, level and streak.', 'Dashboard', true),
    page: 'dashboard/dashboard-page',
  },
  {
    ...app(
      '/practice',
      'Practice',
      'MCQ practice, timed tests, your mistakes deck and where you are weak.',
      'Practice',
    ),
    page: 'hubs/practice-hub-page',
  },
  {
    ...app('/revise', 'Revise', 'What is due for revision today, your study plan and the library.', 'Revise'),
    page: 'hubs/revise-hub-page',
  },
  {
    ...app('/more', 'More', 'Your notes, Medstagram, your profile, the leaderboard and the rest of MedSutra.', 'More'),
    page: 'hubs/more-page',
  },
  { ...app('/test', 'Test', 'Practice test.', 'Practice tests'), page: 'mcq/test-page' },
  {
    ...app(
      '/grand-tests',
      'Grand tests',
      'Full-length papers everyone sits in the same window, with an all-India rank.',
      'Grand tests',
    ),
    page: 'grand-tests/grand-tests-page',
  },
  {
    ...app(
      '/grand-tests/result',
      'Grand test result',
      'Your score, rank and percentile in a grand test.',
      'Grand tests',
    ),
    page: 'grand-tests/grand-test-result-page',
  },
  { ...app('/my-notes', 'My notes', 'Your notes and purchased PDFs.', 'Notes', true), page: 'notes/notes-page' },
  { ...app('/notes', 'Notes', 'Browse notes.', 'Notes'), page: 'notes/notes-page' },
  {
    ...app(
      '/medstagram',
      'Medstagram',
      'The study feed where students share mindmaps, notes and pearls.',
      'Medstagram',
      true,
    ),
    page: 'medstagram/medstagram-page',
  },
  {
    ...app('/medstagram/user/:email', 'Medstagram profile', "One student's Medstagram posts.", 'Medstagram'),
    page: 'medstagram/medstagram-user-page',
  },
  {
    ...app('/leaderboard', 'Leaderboard', 'Weekly and all-time XP leaderboard.', 'Leaderboard'),
    page: 'economy/leaderboard-page',
  },
  {
    ...app('/sellnotes', 'Sell notes', 'Sell your notes in the marketplace.', 'Notes marketplace'),
    page: 'stores/sellnotes-page',
  },
  { ...app('/mcqsolving', 'MCQ practice', 'Solve MCQs by subject.', 'MCQ practice'), page: 'mcq/practice-page' },
  {
    ...app('/dynamic-plan/:planId', 'Study plan', 'A dynamic study plan.', 'Study planner'),
    page: 'study-plans/dynamic-plan-page',
  },
  {
    ...app('/data-import', 'Data import', 'Import your notes and pearls from a file.', 'Data import'),
    page: 'notes/notes-page',
  },
  {
    ...app('/google-drive-import', 'Google Drive import', 'Import PDFs from your Google Drive.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  {
    ...app('/google-drive-setup', 'Google Drive setup', 'Connect Google Drive.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  {
    ...app('/google-drive-sync', 'Google Drive sync', 'Re-import the Drive PDFs that changed.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  {
    ...app('/quick-drive-setup', 'Quick Drive setup', 'Connect Google Drive quickly.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  {
    ...app('/simple-auth', 'Drive authorisation', 'Authorise Google Drive access.', 'Google Drive'),
    page: 'google-drive/drive-page',
  },
  { ...app('/direct-sync', 'Direct sync', 'Sync notes directly.', 'Google Drive'), page: 'google-drive/drive-page' },
  { ...app('/import-notes', 'Import notes', 'Import notes into your library.', 'Notes'), page: 'notes/notes-page' },
  { ...app('/upload-pdfs', 'Upload PDFs', 'Upload PDFs to your notes.', 'Notes'), page: 'notes/notes-page' },
  {
    ...app('/user-analytics', 'Your analytics', 'Your study analytics.', 'Analytics'),
    page: 'mcq/user-analytics-page',
  },
  {
    ...app('/golden-med-store', 'Golden Med Store', 'Premium study material.', 'Store'),
    page: 'golden-store/golden-store-page',
  },
  {
    ...app('/medcoinsstore', 'Med Coins store', 'Buy Med Coin packs.', 'Med Coins store'),
    page: 'payments/coin-store-page',
  },
  { ...app('/stores', 'Stores', 'Notes stores.', 'Notes marketplace'), page: 'stores/my-store-page' },
  {
    ...app('/stores/upload', 'Upload to store', 'Upload notes to sell.', 'Notes marketplace'),
    page: 'stores/upload-page',
  },
  {
    ...app('/stores/browse', 'Browse stores', 'Browse notes for sale.', 'Notes marketplace'),
    page: 'stores/browse-page',
  },
  {
    ...app('/stores/admin', 'Stores admin', 'Review store listings.', 'Notes marketplace'),
    adminOnly: true,
    page: 'stores/admin-page',
  },
  {
    ...app(`/${p}-pearls`, `${PRODUCT_NAME} Pearls`, 'High-yield pearls shared by students.', 'Pearls'),
    page: 'pearls/pearls-page',
  },
  {
    ...app('/med-coins-tracking', 'Med Coins tracking', 'Every Med Coin you earned and spent.', 'Economy'),
    page: 'economy/med-coins-tracking-page',
  },
  {
    ...app('/transaction-history', 'Transaction history', 'Your payments and coin transactions.', 'Economy'),
    page: 'economy/transaction-history-page',
  },
  {
    ...app('/referral', 'Refer a friend', 'Your referral code and rewards.', 'Referrals'),
    page: 'economy/referral-page',
  },
  {
    ...app(`/${p}-profile-system`, 'Profile level system', 'Levels, bonuses and how to earn XP.', 'Levels'),
    page: 'economy/profile-system-page',
  },
  { ...app('/xp-tracking', 'XP tracking', 'Every XP point you earned.', 'Economy'), page: 'economy/xp-tracking-page' },
  {
    ...app('/comprehensive-task-tracking', 'Task tracking', 'Tasks that earn XP and coins.', 'Economy'),
    page: 'economy/task-tracking-page',
  },
  {
    ...app('/med-coins-task-analytics', 'Med Coins analytics', 'Coins spent and earned by task.', 'Economy'),
    page: 'economy/coin-analytics-page',
  },
  { ...app('/xp-details', 'XP details', 'How XP and levels work.', 'Levels'), page: 'economy/xp-details-page' },
  {
    ...app(
      '/new-ai-study-tools',
      'AI study tools',
      'Every AI study tool, its cost and whether it is open yet.',
      'AI tools hub',
    ),
    page: 'ai-tools/ai-tools-hub-page',
  },
  { ...app('/checkout', 'Checkout', 'Pay for a plan or a coin pack.', 'Payments'), page: 'payments/checkout-page' },
  {
    ...app('/user-profile', 'Your profile', 'Your account, plan and settings.', 'Profile'),
    page: 'profile/profile-page',
  },
  {
    ...app('/manage-devices', 'Manage devices', 'Your devices and active sessions.', 'Device management'),
    page: 'auth/manage-devices-page',
  },
  {
    ...app('/app-help-guide', 'App Tutorial & Help Guide', 'How every part of the app works.', 'Help guide'),
    page: 'help/help-guide-page',
  },
  {
    ...app('/subject-analysis', 'Subject analysis', 'Your strengths by subject.', 'Subject analysis'),
    page: 'mcq/subject-analysis-page',
  },
  {
    ...app('/analysis/:subject', 'Subject analysis', 'Your progress in one subject.', 'Subject analysis'),
    page: 'mcq/subject-detail-page',
  },
  {
    ...app('/formulastudyplanner', 'Formula study planner', 'A study plan built from a formula.', 'Study planner'),
    page: 'study-plans/formula-study-planner-page',
  },
  {
    ...app('/scheduleviewpage', 'Schedule', 'Your study schedule.', 'Study planner'),
    page: 'study-plans/schedule-view-page',
  },
  {
    ...app('/study-plan/:planId', 'Study plan', 'A study plan.', 'Study planner'),
    page: 'study-plans/study-plan-page',
  },
  { ...app('/study-plans', 'Study plans', 'Your study plans.', 'Study planner'), page: 'study-plans/study-plans-page' },
  {
    ...app('/dynamicdaywisestudy', 'Day-wise study', 'Day-wise study schedule.', 'Study planner'),
    page: 'study-plans/day-wise-study-page',
  },
  {
    ...app('/dynamic-slot-schedule/:scheduleId', 'Slot schedule', 'A slot-wise schedule.', 'Study planner'),
    page: 'study-plans/slot-schedule-page',
  },
];
