/**
 * The Golden Med Store: MedSutra's own PDFs, priced in rupees by admins and bought through the
 * payments' checkout (this module prices the item and grants it; payments owns the order and
 * decides, exactly once, that it is paid). A grant puts a copy stamped with the customer's
 * watermark into their purchased PDFs. Admins also grant and revoke by hand, one at a time or
 * from a CSV applied all or nothing; every admin action is logged in the same transaction.
 * An item claimed because Premium Plus includes it opens only while the plan runs (decision 068);
 * one bought, or granted by an admin, is kept for good.
 */
import crypto from 'node:crypto';
import {
  type CustomerGrant,
  type CustomerReply,
  type GoldenItem,
  type GoldenItemCreateRequest,
  GRANT_IMPORT_MAX_ROWS,
  type GrantImportReply,
  goldenMessages,
  type ImportRow,
} from '@medsutra/contract/golden-store/api';
import { planById } from '@medsutra/contract/payments/api';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { maskEmail, type WatermarkMark } from '../../lib/pdf-watermark.ts';
import { readAll } from '../../lib/read-stream.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { UserDirectory } from '../auth/directory.ts';
import type { PdfService } from '../notes/pdf-service.ts';
import type { PlanService } from '../plans/service.ts';
import type { PurchasedPdfService } from '../purchased-pdfs/service.ts';
import { readGrantCsv } from './grant-csv.ts';
import {
  createGoldenStoreRepository,
  type GoldenGrantRow,
  type GoldenItemRow,
  type GoldenStoreRepository,
} from './repository.ts';

type GrantSource = GoldenGrantRow['source'];

export interface GoldenStoreDeps {
  db: Database;
  files: FileStore;
  pdfs: PdfService;
  purchased: PurchasedPdfService;
  users: Pick<UserDirectory, 'idByEmail' | 'contactsOf'>;
  plans: Pick<PlanService, 'currentPlan'>;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Stamps a customer's copy in the file work's child process (decision 073), never on this thread. */
  stamp: (bytes: Uint8Array, mark: WatermarkMark) => Promise<Uint8Array>;
  /** The store's SQL; the module's own unless a test passes another. */
  repository?: GoldenStoreRepository;
}

function toItem(row: GoldenItemRow, owned: Set<string>, planIncludes: boolean): GoldenItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subjectId: row.subjectId,
    priceInr: row.priceInr,
    includedInPremiumPlus: row.includedInPremiumPlus,
    pageCount: row.pageCount,
    owned: owned.has(row.id),
    includedForYou: planIncludes && row.includedInPremiumPlus,
  };
}

function toGrant(row: GoldenGrantRow, titles: Map<string, string>): CustomerGrant {
  return {
    id: row.id,
    itemId: row.itemId,
    itemTitle: titles.get(row.itemId) ?? 'Withdrawn item',
    source: row.source,
    orderId: row.orderId,
    pdfId: row.pdfId,
    grantedAt: row.grantedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function createGoldenStoreService(deps: GoldenStoreDeps) {
  const { db, files, now, logger } = deps;
  const repo = deps.repository ?? createGoldenStoreRepository();

  async function planIncludesItems(userId: string): Promise<boolean> {
    return planById((await deps.plans.currentPlan(userId)).planId).includesGoldenStoreItems;
  }

  /**
   * The items a user may open: every live grant, except Premium Plus claims once the plan has
   * ended (those copies stay listed, closed, until the plan is renewed or the item bought).
   */
  async function openItemIds(userId: string, planIncludes: boolean): Promise<Set<string>> {
    const grants = await repo.liveGrantsOf(db, userId);
    return new Set(grants.filter((g) => planIncludes || g.source !== 'premiumPlus').map((g) => g.itemId));
  }

  async function itemOnSale(ex: DbExecutor, itemId: string): Promise<GoldenItemRow> {
    const item = await repo.itemById(ex, itemId);
    if (!item || item.withdrawnAt) throw notFound(goldenMessages.itemNotFound);
    return item;
  }

  /**
   * Inside `tx`: gives the user the item unless they already hold it. The grant row is written
   * first (its unique indexes settle any race); then the watermarked copy joins their purchased
   * PDFs. Returns the grant, or null when the user already had the item.
   */
  async function grant(
    tx: DbExecutor,
    input: {
      userId: string;
      item: GoldenItemRow;
      source: GrantSource;
      orderId?: string | null;
      grantedBy?: string | null;
      note?: string;
      at: Date;
    },
  ): Promise<GoldenGrantRow | null> {
    const grantId = crypto.randomUUID();
    const made = await repo.insertGrant(tx, {
      id: grantId,
      userId: input.userId,
      itemId: input.item.id,
      source: input.source,
      orderId: input.orderId ?? null,
      grantedBy: input.grantedBy ?? null,
      note: input.note ?? '',
      grantedAt: input.at,
    });
    if (!made) return null;
    const contact = (await deps.users.contactsOf(tx, [input.userId])).get(input.userId);
    const file = await files.get(input.item.fileKey);
    if (!contact || !file) throw new Error(`golden item ${input.item.id} or user ${input.userId} is missing`);
    const stamped = await deps.stamp(await readAll(file.stream), {
      name: contact.fullName,
      maskedEmail: maskEmail(contact.email),
      orderId: input.orderId ?? grantId,
    });
    const pdfId = await deps.purchased.add(tx, {
      userId: input.userId,
      title: input.item.title,
      bytes: stamped,
      pageCount: input.item.pageCount,
      at: input.at,
    });
    await repo.setGrantPdf(tx, grantId, pdfId);
    return repo.grantById(tx, grantId);
  }

  /** Checks every CSV row; on `tx` so that the apply step sees what it will write. */
  async function checkImport(ex: DbExecutor, csv: string) {
    const rows = readGrantCsv(csv, GRANT_IMPORT_MAX_ROWS);
    const seen = new Set<string>();
    const checked: (ImportRow & { userId: string | null; item: GoldenItemRow | null; note: string })[] = [];
    for (const row of rows) {
      let problem: string | null = null;
      let status: ImportRow['status'] = 'ok';
      const userId = row.email ? await deps.users.idByEmail(row.email, ex) : null;
      const item = /^[0-9a-f-]{36}$/.test(row.itemId) ? await repo.itemById(ex, row.itemId) : null;
      if (!row.email) problem = 'The email is empty.';
      else if (!userId) problem = goldenMessages.customerNotFound;
      else if (!item || item.withdrawnAt) problem = goldenMessages.itemNotFound;
      else if (seen.has(`${userId}:${item.id}`)) problem = 'This customer and item appear on an earlier line.';
      else if ((await repo.liveItemIdsOf(ex, userId)).has(item.id)) status = 'skip';
      if (problem) status = 'error';
      if (userId && item) seen.add(`${userId}:${item.id}`);
      checked.push({
        line: row.line,
        email: row.email,
        itemId: row.itemId,
        itemTitle: item?.title ?? null,
        status,
        problem: status === 'skip' ? goldenMessages.grantExists : problem,
        userId,
        item,
        note: row.note,
      });
    }
    return checked;
  }

  function importReport(rows: Awaited<ReturnType<typeof checkImport>>, applied: boolean): GrantImportReply {
    return {
      success: true,
      applied,
      rows: rows.map(({ line, email, itemId, itemTitle, status, problem }) => ({
        line,
        email,
        itemId,
        itemTitle,
        status,
        problem,
      })),
      granted: applied ? rows.filter((row) => row.status === 'ok').length : 0,
      skipped: rows.filter((row) => row.status === 'skip').length,
      errors: rows.filter((row) => row.status === 'error').length,
    };
  }

  return {
    grant,

    async list(user: SessionUser): Promise<GoldenItem[]> {
      const [rows, planIncludes] = await Promise.all([repo.itemsOnSale(db), planIncludesItems(user.id)]);
      const owned = await openItemIds(user.id, planIncludes);
      return rows.map((row) => toItem(row, owned, planIncludes));
    },

    /** An admin puts one of her own uploaded PDFs on sale; the store keeps its own clean copy. */
    async createItem(admin: SessionUser, body: GoldenItemCreateRequest & { description: string }): Promise<GoldenItem> {
      requireAdmin(admin);
      let source: Awaited<ReturnType<PdfService['data']>>;
      try {
        source = await deps.pdfs.data(admin, body.pdfId);
      } catch {
        throw notFound(goldenMessages.sourcePdfNotFound);
      }
      const bytes = await readAll(source.file.stream);
      const id = crypto.randomUUID();
      const fileKey = `golden/${id}.pdf`;
      await files.put(fileKey, bytes);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertItem(tx, {
          id,
          title: body.title,
          description: body.description ?? '',
          subjectId: body.subjectId ?? null,
          priceInr: body.priceInr,
          includedInPremiumPlus: body.includedInPremiumPlus ?? false,
          fileKey,
          pageCount: source.row.pageCount,
          createdBy: admin.id,
          createdAt: at,
        });
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'golden.item.create',
            targetKind: 'goldenItem',
            targetId: id,
            detail: { title: body.title, priceInr: body.priceInr },
          },
          at,
        );
        return inserted;
      });
      return toItem(row, new Set(), false);
    },

    /** Premium Plus takes a marked item without paying. */
    async claimIncluded(user: SessionUser, itemId: string): Promise<{ pdfId: string }> {
      const item = await itemOnSale(db, itemId);
      if (!item.includedInPremiumPlus || !(await planIncludesItems(user.id))) {
        throw new AppError('paymentRequired', goldenMessages.notIncluded);
      }
      const made = await db.transaction((tx) => grant(tx, { userId: user.id, item, source: 'premiumPlus', at: now() }));
      if (!made?.pdfId) throw conflict(goldenMessages.alreadyOwned);
      return { pdfId: made.pdfId };
    },

    /**
     * The payments' checkout asks the price; refused when the buyer can open it or gets it free (a
     * Premium Plus claim closed by the plan's end may be bought, to keep it).
     */
    async checkoutPrice(userId: string, itemId: string): Promise<{ title: string; amountPaise: number }> {
      const item = await itemOnSale(db, itemId);
      const planIncludes = await planIncludesItems(userId);
      if ((await openItemIds(userId, planIncludes)).has(item.id)) throw conflict(goldenMessages.alreadyOwned);
      if (item.includedInPremiumPlus && planIncludes) throw conflict(goldenMessages.includedInPlan);
      return { title: item.title, amountPaise: item.priceInr * 100 };
    },

    /** The payments' grant, inside its claim transaction: once per order. */
    async grantForOrder(tx: DbExecutor, order: { userId: string; itemId: string; orderId: string; at: Date }) {
      const item = await repo.itemById(tx, order.itemId);
      if (!item) throw new Error(`order ${order.orderId} names a missing golden item`);
      const made = await grant(tx, {
        userId: order.userId,
        item,
        source: 'order',
        orderId: order.orderId,
        at: order.at,
      });
      if (made) return;
      // A closed Premium Plus claim bought: the copy already listed becomes the order's, kept for good.
      if (await repo.claimToOrder(tx, order.userId, item.id, order.orderId)) {
        logger.info({ orderId: order.orderId }, 'a paid golden order keeps the Premium Plus copy for good');
        return;
      }
      logger.warn({ orderId: order.orderId }, 'a paid golden order found the PDF already granted');
    },

    /**
     * For the PDFs' data route: a Golden Med Store copy claimed through Premium Plus opens only
     * while the plan includes the store's items; 402 with a way back (renew, or buy) otherwise.
     * Other PDFs (uploads, store purchases, bought or granted items) are not this check's business.
     */
    async assertCopyOpens(userId: string, pdfId: string): Promise<void> {
      const grant = await repo.liveGrantOfPdf(db, userId, pdfId);
      if (grant?.source !== 'premiumPlus' || (await planIncludesItems(userId))) return;
      throw new AppError('paymentRequired', goldenMessages.planEnded, {
        details: { error: 'premium_plus_ended', itemId: grant.itemId },
      });
    },

    async titleOf(itemId: string): Promise<string | null> {
      return (await repo.itemById(db, itemId))?.title ?? null;
    },

    async customer(admin: SessionUser, email: string): Promise<CustomerReply> {
      requireAdmin(admin);
      const userId = await deps.users.idByEmail(email);
      if (!userId) throw notFound(goldenMessages.customerNotFound);
      const contact = (await deps.users.contactsOf(db, [userId])).get(userId)!;
      const grants = await repo.grantsOfUser(db, userId);
      const items = await repo.itemsOnSale(db);
      const titles = new Map(
        (await repo.itemsByIds(db, [...new Set(grants.map((g) => g.itemId))])).map((row) => [row.id, row.title]),
      );
      return {
        success: true,
        customer: { id: userId, fullName: contact.fullName, email: contact.email },
        grants: grants.map((row) => toGrant(row, titles)),
        items: items.map((row) => ({ id: row.id, title: row.title, priceInr: row.priceInr })),
      };
    },

    async adminGrant(
      admin: SessionUser,
      body: { email: string; itemId: string; note: string },
    ): Promise<CustomerGrant> {
      requireAdmin(admin);
      const userId = await deps.users.idByEmail(body.email);
      if (!userId) throw notFound(goldenMessages.customerNotFound);
      const at = now();
      const made = await db.transaction(async (tx) => {
        const item = await itemOnSale(tx, body.itemId);
        const row = await grant(tx, { userId, item, source: 'admin', grantedBy: admin.id, note: body.note, at });
        if (!row) throw conflict(goldenMessages.grantExists);
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'pdf.grant',
            targetKind: 'goldenGrant',
            targetId: row.id,
            detail: { userId, itemId: item.id, note: body.note },
          },
          at,
        );
        return { row, title: item.title };
      });
      return toGrant(made.row, new Map([[made.row.itemId, made.title]]));
    },

    async revoke(admin: SessionUser, grantId: string, reason: string): Promise<CustomerGrant> {
      requireAdmin(admin);
      const at = now();
      const { row, deleteFile } = await db.transaction(async (tx) => {
        const before = await repo.grantById(tx, grantId);
        if (!before) throw notFound(goldenMessages.grantNotFound);
        const revoked = await repo.revokeGrant(tx, grantId, admin.id, at);
        if (!revoked) throw conflict(goldenMessages.grantAlreadyRevoked);
        const removeBytes = before.pdfId
          ? await deps.purchased.remove(tx, { userId: before.userId, pdfId: before.pdfId })
          : async () => {};
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'pdf.revoke',
            targetKind: 'goldenGrant',
            targetId: grantId,
            detail: { userId: before.userId, itemId: before.itemId, reason },
          },
          at,
        );
        return { row: revoked, deleteFile: removeBytes };
      });
      await deleteFile();
      const item = await repo.itemById(db, row.itemId);
      return toGrant(row, new Map(item ? [[item.id, item.title]] : []));
    },

    async previewImport(admin: SessionUser, csv: string): Promise<GrantImportReply> {
      requireAdmin(admin);
      return importReport(await checkImport(db, csv), false);
    },

    /** All or nothing: one bad row and nothing is granted (400 with the report). */
    async applyImport(admin: SessionUser, csv: string): Promise<GrantImportReply> {
      requireAdmin(admin);
      const at = now();
      return db.transaction(async (tx) => {
        const rows = await checkImport(tx, csv);
        const report = importReport(rows, false);
        if (report.errors > 0) {
          throw badRequest(goldenMessages.importHasBadRows, { error: 'import_has_bad_rows', report });
        }
        let granted = 0;
        for (const row of rows) {
          if (row.status !== 'ok' || !row.userId || !row.item) continue;
          const made = await grant(tx, {
            userId: row.userId,
            item: row.item,
            source: 'import',
            grantedBy: admin.id,
            note: row.note,
            at,
          });
          if (made) granted++;
        }
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'pdf.grant.import',
            targetKind: 'goldenGrantImport',
            targetId: crypto.randomUUID(),
            detail: { rows: rows.length, granted, skipped: report.skipped },
          },
          at,
        );
        return { ...importReport(rows, true), granted };
      });
    },

    /** Every grant with its customer, for the sheets export (admins only reach it). */
    async grantsForExport() {
      const grants = await repo.allGrants(db);
      const contacts = await deps.users.contactsOf(
        db,
        grants.map((g) => g.userId),
      );
      const titles = new Map(
        (await repo.itemsByIds(db, [...new Set(grants.map((g) => g.itemId))])).map((row) => [row.id, row.title]),
      );
      return grants.map((g) => ({
        grant: g,
        email: contacts.get(g.userId)?.email ?? '',
        itemTitle: titles.get(g.itemId) ?? '',
      }));
    },
  };
}
export type GoldenStoreService = ReturnType<typeof createGoldenStoreService>;
