/**
 * Every module's personal data, in the order erasure runs. To add a module's tables: append
 * `exportPersonalRows`/`erasePersonalRows` to its repository, write
 * `modules/<name>/personal-data.ts` (`xPersonalData(repository)`, see lib/personal-data.ts) and
 * add ONE line to the list below, built from the module's `createXRepository()`.
 * `personal-data-coverage.test.ts` fails while a table with a user column (user_id, *_user_id,
 * author_id, email, …) is in no source.
 */
import { mailOutboxPersonalData } from '../../adapters/mail/outbox-personal-data.ts';
import { createOutboxRepository } from '../../adapters/mail/outbox-repository.ts';
import { oneTimeTokensPersonalData } from '../../lib/one-time-tokens.ts';
import type { PersonalDataSource } from '../../lib/personal-data.ts';
import { createAuditLogRepository } from '../admin/audit-log-repository.ts';
import { adminActionsPersonalData } from '../admin/personal-data.ts';
import { usersPersonalData } from '../auth/personal-data.ts';
import { createUsersRepository } from '../auth/repository.ts';
import { contactPersonalData } from '../contact/personal-data.ts';
import { createContactRepository } from '../contact/repository.ts';
import { devicesPersonalData } from '../devices/personal-data.ts';
import { createDevicesRepository } from '../devices/repository.ts';
import { economyPersonalData } from '../economy/personal-data.ts';
import { referralsPersonalData } from '../economy/referral-personal-data.ts';
import { createReferralRepository } from '../economy/referral-repository.ts';
import { createEconomyRepository } from '../economy/repository.ts';
import { flashcardsPersonalData } from '../flashcards/personal-data.ts';
import { createFlashcardsRepository } from '../flashcards/repository.ts';
import { goldenStorePersonalData } from '../golden-store/personal-data.ts';
import { createGoldenStoreRepository } from '../golden-store/repository.ts';
import { googleDrivePersonalData } from '../google-drive/personal-data.ts';
import { createGoogleDriveRepository } from '../google-drive/repository.ts';
import { googleSignInPersonalData } from '../google-sign-in/personal-data.ts';
import { createGoogleSignInRepository } from '../google-sign-in/repository.ts';
import { grandTestsPersonalData } from '../grand-tests/personal-data.ts';
import { createGrandTestsRepository } from '../grand-tests/repository.ts';
import { libraryReportsPersonalData } from '../library/personal-data.ts';
import { createLibraryReportsRepository } from '../library/reports-repository.ts';
import { mcqPersonalData } from '../mcq/personal-data.ts';
import { createMcqRepository } from '../mcq/repository.ts';
import { medstagramPersonalData } from '../medstagram/personal-data.ts';
import { createMedstagramRepository } from '../medstagram/repository.ts';
import { mindmapsPersonalData } from '../mindmaps/personal-data.ts';
import { createMindmapRepository } from '../mindmaps/repository.ts';
import { moderationPersonalData } from '../moderation/personal-data.ts';
import { createModerationRepository } from '../moderation/repository.ts';
import { notesPersonalData } from '../notes/personal-data.ts';
import { createNotesRepository } from '../notes/repository.ts';
import { paymentsPersonalData } from '../payments/personal-data.ts';
import { createPaymentsRepository } from '../payments/repository.ts';
import { plansPersonalData } from '../plans/personal-data.ts';
import { createPlansRepository } from '../plans/repository.ts';
import { revisionPersonalData } from '../revision/personal-data.ts';
import { createRevisionRepository } from '../revision/repository.ts';
import { sessionsPersonalData } from '../sessions/personal-data.ts';
import { createSessionsRepository } from '../sessions/repository.ts';
import { storesPersonalData } from '../stores/personal-data.ts';
import { createStoresRepository } from '../stores/repository.ts';
import { studyPlansPersonalData } from '../study-plans/personal-data.ts';
import { createStudyPlanRepository } from '../study-plans/repository.ts';
import { toolRunsPersonalData } from '../tools/personal-data.ts';
import { createToolRepository } from '../tools/repository.ts';
import { tutorPersonalData } from '../tutor/personal-data.ts';
import { createTutorRepository } from '../tutor/repository.ts';
import { accountTablesPersonalData } from './personal-data.ts';
import { createAccountRepository } from './repository.ts';

export function personalDataSources(): PersonalDataSource[] {
  return [
    sessionsPersonalData(createSessionsRepository()),
    devicesPersonalData(createDevicesRepository()),
    economyPersonalData(createEconomyRepository()),
    paymentsPersonalData(createPaymentsRepository()),
    plansPersonalData(createPlansRepository()),
    medstagramPersonalData(createMedstagramRepository()),
    mindmapsPersonalData(createMindmapRepository()),
    oneTimeTokensPersonalData(),
    googleSignInPersonalData(createGoogleSignInRepository()),
    contactPersonalData(createContactRepository()),
    mailOutboxPersonalData(createOutboxRepository()),
    referralsPersonalData(createReferralRepository()),
    libraryReportsPersonalData(createLibraryReportsRepository()),
    grandTestsPersonalData(createGrandTestsRepository()),
    mcqPersonalData(createMcqRepository()),
    tutorPersonalData(createTutorRepository()),
    toolRunsPersonalData(createToolRepository()),
    revisionPersonalData(createRevisionRepository()),
    flashcardsPersonalData(createFlashcardsRepository()),
    studyPlansPersonalData(createStudyPlanRepository()),
    googleDrivePersonalData(createGoogleDriveRepository()),
    notesPersonalData(createNotesRepository()),
    adminActionsPersonalData(createAuditLogRepository()),
    moderationPersonalData(createModerationRepository()),
    goldenStorePersonalData(createGoldenStoreRepository()),
    storesPersonalData(createStoresRepository()),
    accountTablesPersonalData(createAccountRepository()),
    // Other modules' sources go above this line.
    // Last: tables above are matched by the original email, which this one replaces.
    usersPersonalData(createUsersRepository()),
  ];
}
