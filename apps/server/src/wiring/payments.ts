/**
 * Wires payments (plans, coin packs and Golden Med Store copies through one checkout, and the
 * provider's webhook), the admins' sheets sync (CSV always; Google Sheets when a spreadsheet and
 * key are configured) and the plans' jobs.
 */
import { createSheetsClient, parseServiceAccountKey } from '../adapters/google-sheets/sheets-client.ts';
import { createPaymentProvider } from '../adapters/payments/create-provider.ts';
import type { GoldenStoreService } from '../modules/golden-store/service.ts';
import { paymentRoutes } from '../modules/payments/routes.ts';
import { createPaymentsService } from '../modules/payments/service.ts';
import { paymentWebhookRoutes } from '../modules/payments/webhook-routes.ts';
import { definePlanJobs } from '../modules/plans/jobs.ts';
import type { PlanService } from '../modules/plans/service.ts';
import { sheetsSyncRoutes } from '../modules/sheets-sync/routes.ts';
import { createSheetsSyncService } from '../modules/sheets-sync/service.ts';
import { storePayoutRows } from '../modules/sheets-sync/store-payouts.ts';
import type { StoresService } from '../modules/stores/service.ts';
import type { WiringContext } from './context.ts';
import type { EconomyWiring } from './economy.ts';

/** Says, in the log, when payments are in test mode in production or not set up at all. */
export function warnAboutPaymentsMode({ app, config }: WiringContext): void {
  if (config.paymentsMode === 'test' && config.NODE_ENV === 'production') {
    app.log.warn('payments are in TEST MODE: plans and coin packs are free until the RAZORPAY_* variables are set');
  }
  if (config.paymentsMode === 'off') {
    app.log.warn('payments are not set up: set the RAZORPAY_* variables (or PAYMENTS_TEST_MODE=true for a trial)');
  }
}

export async function registerPayments(
  { app, deps, config, db, now, jobs, accountServices }: WiringContext,
  { economy }: EconomyWiring,
  plans: PlanService,
  golden: GoldenStoreService,
  stores: StoresService,
) {
  const payments = createPaymentsService({
    db,
    provider: deps.payments ?? createPaymentProvider(config),
    economy,
    plans,
    golden: { price: golden.checkoutPrice, grant: golden.grantForOrder },
    now,
    logger: app.log,
  });
  await app.register(paymentRoutes, { service: payments, ordersPerMinute: 20 });
  await app.register(paymentWebhookRoutes, { service: payments });
  // the admins' sheets sync (CSV always; Google Sheets when a spreadsheet and key are configured)
  const sheetsKey = config.GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON
    ? parseServiceAccountKey(config.GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON)
    : null;
  if (config.GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON && !sheetsKey) {
    app.log.warn('GOOGLE_SHEETS_SERVICE_ACCOUNT_JSON is not a service-account key; Google Sheets export is off');
  }
  await app.register(sheetsSyncRoutes, {
    service: createSheetsSyncService({
      payments,
      golden,
      users: accountServices.users,
      db,
      sheets:
        sheetsKey && config.GOOGLE_SHEETS_SPREADSHEET_ID
          ? createSheetsClient({
              spreadsheetId: config.GOOGLE_SHEETS_SPREADSHEET_ID,
              key: sheetsKey,
              apiUrl: config.GOOGLE_SHEETS_API_URL,
              now,
            })
          : null,
      payouts: storePayoutRows({ stores, users: accountServices.users, db }),
      logger: app.log,
    }),
    golden,
    perMinute: 30,
  });
  definePlanJobs(jobs, plans, { retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS });
}
