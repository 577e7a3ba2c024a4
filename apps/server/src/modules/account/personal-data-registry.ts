/**
 * Every module's personal data, in the order erasure runs. To add a module's tables: write
 * `modules/<name>/personal-data.ts` (a PersonalDataSource, see lib/personal-data.ts) and add ONE
 * line to the list below. `personal-data-coverage.test.ts` fails while a table with a user column
 * (user_id, *_user_id, author_id, email, …) is in no source.
 */
import { mailOutboxPersonalData } from '../../adapters/mail/outbox-personal-data.ts';
import type { PersonalDataSource } from '../../lib/personal-data.ts';
import { adminActionsPersonalData } from '../admin/personal-data.ts';
import { usersPersonalData } from '../auth/personal-data.ts';
import { contactPersonalData } from '../contact/personal-data.ts';
import { devicesPersonalData } from '../devices/personal-data.ts';
import { createDevicesRepository } from '../devices/repository.ts';
import { economyPersonalData } from '../economy/personal-data.ts';
import { referralsPersonalData } from '../economy/referral-personal-data.ts';
import { createEconomyRepository } from '../economy/repository.ts';
import { emailVerificationPersonalData } from '../email-verification/personal-data.ts';
import { goldenStorePersonalData } from '../golden-store/personal-data.ts';
import { googleDrivePersonalData } from '../google-drive/personal-data.ts';
import { googleSignInPersonalData } from '../google-sign-in/personal-data.ts';
import { createGoogleSignInRepository } from '../google-sign-in/repository.ts';
import { libraryReportsPersonalData } from '../library/personal-data.ts';
import { mcqPersonalData } from '../mcq/personal-data.ts';
import { medstagramPersonalData } from '../medstagram/personal-data.ts';
import { createMedstagramRepository } from '../medstagram/repository.ts';
import { mindmapsPersonalData } from '../mindmaps/personal-data.ts';
import { createMindmapRepository } from '../mindmaps/repository.ts';
import { moderationPersonalData } from '../moderation/personal-data.ts';
import { notesPersonalData } from '../notes/personal-data.ts';
import { passwordResetPersonalData } from '../password-reset/personal-data.ts';
import { createPasswordResetRepository } from '../password-reset/repository.ts';
import { paymentsPersonalData } from '../payments/personal-data.ts';
import { createPaymentsRepository } from '../payments/repository.ts';
import { plansPersonalData } from '../plans/personal-data.ts';
import { createPlansRepository } from '../plans/repository.ts';
import { revisionPersonalData } from '../revision/personal-data.ts';
import { sessionsPersonalData } from '../sessions/personal-data.ts';
import { createSessionsRepository } from '../sessions/repository.ts';
import { storesPersonalData } from '../stores/personal-data.ts';
import { studyPlansPersonalData } from '../study-plans/personal-data.ts';
import { toolRunsPersonalData } from '../tools/personal-data.ts';
import { tutorPersonalData } from '../tutor/personal-data.ts';

export function personalDataSources(accountTables: PersonalDataSource): PersonalDataSource[] {
  return [
    sessionsPersonalData(createSessionsRepository()),
    devicesPersonalData(createDevicesRepository()),
    economyPersonalData(createEconomyRepository()),
    paymentsPersonalData(createPaymentsRepository()),
    plansPersonalData(createPlansRepository()),
    medstagramPersonalData(createMedstagramRepository()),
    mindmapsPersonalData(createMindmapRepository()),
    passwordResetPersonalData(createPasswordResetRepository()),
    googleSignInPersonalData(createGoogleSignInRepository()),
    contactPersonalData,
    mailOutboxPersonalData,
    emailVerificationPersonalData,
    referralsPersonalData,
    libraryReportsPersonalData,
    mcqPersonalData,
    tutorPersonalData,
    toolRunsPersonalData,
    revisionPersonalData,
    studyPlansPersonalData,
    googleDrivePersonalData,
    notesPersonalData,
    adminActionsPersonalData,
    moderationPersonalData,
    goldenStorePersonalData,
    storesPersonalData,
    accountTables,
    // Other modules' sources go above this line.
    // Last: tables above are matched by the original email, which this one replaces.
    usersPersonalData,
  ];
}
