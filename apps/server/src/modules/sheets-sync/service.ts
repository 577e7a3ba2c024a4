/**
 * The admins' sheets sync: orders, grants and (once the notes marketplace is wired in) payouts
 * as CSV, and the same tables written to a Google Sheet when one is configured. The grants'
 * import is the Golden Med Store's (all or nothing); this module only turns tables into rows.
 */
import { goldenMessages, type SheetExportKind } from '@medsutra/contract/golden-store/api';
import type { FastifyBaseLogger } from 'fastify';
import type { SheetsClient } from '../../adapters/google-sheets/sheets-client.ts';
import { writeCsv } from '../../lib/csv.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { UserDirectory } from '../auth/directory.ts';
import type { GoldenStoreService } from '../golden-store/service.ts';
import type { PaymentsService } from '../payments/service.ts';

type Cell = string | number;
/** A source of payout rows (header first); the notes marketplace supplies it after the merge. */
export type PayoutRows = () => Promise<Cell[][]>;

const TAB_NAMES: Record<SheetExportKind, string> = { orders: 'Orders', grants: 'Grants', payouts: 'Payouts' };
const iso = (date: Date | null) => date?.toISOString() ?? '';

export function createSheetsSyncService(deps: {
  payments: Pick<PaymentsService, 'allOrdersForExport'>;
  golden: Pick<GoldenStoreService, 'grantsForExport'>;
  users: Pick<UserDirectory, 'contactsOf'>;
  db: Parameters<UserDirectory['contactsOf']>[0];
  sheets: SheetsClient | null;
  payouts?: PayoutRows;
  logger: Pick<FastifyBaseLogger, 'error'>;
}) {
  async function rows(kind: SheetExportKind): Promise<Cell[][]> {
    if (kind === 'orders') {
      const orders = await deps.payments.allOrdersForExport();
      const contacts = await deps.users.contactsOf(
        deps.db,
        orders.map((order) => order.userId),
      );
      return [
        [
          'order_id',
          'email',
          'item_kind',
          'item',
          'amount_inr',
          'status',
          'provider',
          'provider_payment_id',
          'created_at',
          'paid_at',
          'granted_at',
        ],
        ...orders.map((order) => [
          order.id,
          contacts.get(order.userId)?.email ?? '',
          order.itemKind,
          order.planId ? `${order.planId}/${order.planPeriod}` : (order.coinPackId ?? order.goldenItemId ?? ''),
          order.amountPaise / 100,
          order.status,
          order.provider,
          order.providerPaymentId ?? '',
          iso(order.createdAt),
          iso(order.paidAt),
          iso(order.grantedAt),
        ]),
      ];
    }
    if (kind === 'grants') {
      const grants = await deps.golden.grantsForExport();
      return [
        ['grant_id', 'email', 'item_id', 'item_title', 'source', 'order_id', 'granted_at', 'revoked_at', 'note'],
        ...grants.map(({ grant, email, itemTitle }) => [
          grant.id,
          email,
          grant.itemId,
          itemTitle,
          grant.source,
          grant.orderId ?? '',
          iso(grant.grantedAt),
          iso(grant.revokedAt),
          grant.note,
        ]),
      ];
    }
    if (!deps.payouts) throw notFound(goldenMessages.payoutsUnavailable);
    return deps.payouts();
  }

  return {
    status(admin: SessionUser) {
      requireAdmin(admin);
      return {
        success: true as const,
        googleConfigured: deps.sheets !== null,
        spreadsheetUrl: deps.sheets?.spreadsheetUrl ?? null,
        payoutsAvailable: Boolean(deps.payouts),
      };
    },

    async csv(admin: SessionUser, kind: SheetExportKind): Promise<string> {
      requireAdmin(admin);
      return writeCsv(await rows(kind));
    },

    async toGoogle(admin: SessionUser, kind: SheetExportKind) {
      requireAdmin(admin);
      if (!deps.sheets) throw new AppError('unavailable', goldenMessages.googleNotConfigured);
      const table = await rows(kind);
      try {
        await deps.sheets.replaceTab(TAB_NAMES[kind], table);
      } catch (error) {
        deps.logger.error({ err: error, kind }, 'the Google Sheets export failed');
        throw new AppError('unavailable', goldenMessages.googleFailed);
      }
      return {
        success: true as const,
        sheet: TAB_NAMES[kind],
        rows: table.length - 1,
        spreadsheetUrl: deps.sheets.spreadsheetUrl,
      };
    },
  };
}
export type SheetsSyncService = ReturnType<typeof createSheetsSyncService>;
