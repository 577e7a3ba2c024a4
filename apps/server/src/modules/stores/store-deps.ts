/**
 * What the store takes from the rest of the app (`StoresDeps`, filled in by `wiring/stores.ts`),
 * and the context every part of the store shares: the database, the store's SQL and its clock.
 */
import type { FileStore } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { RenderedPage } from '../../lib/pdf-pages.ts';
import type { UserDirectory } from '../auth/directory.ts';
import type { StoreCopy } from '../purchased-pdfs/service.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import type { StoresRepository } from './repository.ts';

/** What the store needs from the economy: the ledger operations, inside the caller's transaction. */
interface StoreLedger {
  spend(
    input: {
      userId: string;
      coins: number;
      kind: 'store_purchase';
      reason: string;
      reference: string;
      idempotencyKey: string;
    },
    tx?: DbExecutor,
  ): Promise<{ coinBalance: number }>;
  award(
    input: {
      userId: string;
      coins: number;
      kind: 'store_sale';
      reason: string;
      reference: string;
      idempotencyKey: string;
    },
    tx?: DbExecutor,
  ): Promise<unknown>;
  refund(
    input: { userId: string; spendKey: string; reason: string; reference?: string },
    tx?: DbExecutor,
  ): Promise<unknown>;
  balances(userId: string): Promise<{ coinBalance: number }>;
}

/** What the store needs from the notes module: the seller's PDF, and buyers' purchased copies. */
export interface StorePdfs {
  /** The seller's own upload (403/404 from the notes module when it is not theirs). */
  readOwn(
    user: SessionUser,
    pdfId: string,
  ): Promise<{ origin: 'own' | 'purchased'; bytes: Buffer; pageCount: number; sha256: string; unprocessable: boolean }>;
  grantCopy(tx: DbTransaction, copy: StoreCopy): Promise<void>;
  removeCopy(tx: DbTransaction, pdfId: string): Promise<void>;
}

interface SaleNotice {
  orderId: string;
  listingId: string;
  listingTitle: string;
  sellerId: string;
  buyerId: string;
  sellerShare: number;
  /** The sale's moment, on the store's clock. */
  now: Date;
}

/** The library's subjects and subtopics, so a listing names only ones that exist. */
export interface StoreLibrary {
  subjectExists(subjectId: string): Promise<boolean>;
  /** The subject of a subtopic, or null when there is no such subtopic. */
  subtopicSubject(subtopicId: string): Promise<string | null>;
}

export interface StoresDeps {
  db: Database;
  library: StoreLibrary;
  ledger: StoreLedger;
  pdfs: StorePdfs;
  files: FileStore;
  /** Draws the preview pages; called by the preview job only, never inside a request. */
  renderPages: (bytes: Uint8Array, pages: readonly number[]) => Promise<RenderedPage[]>;
  /** The queue the preview job is sent on (in the transaction that writes the listing). */
  jobs: Pick<JobQueue, 'send' | 'whenReady'>;
  now?: () => Date;
  /**
   * "Someone bought your note", written inside the sale's transaction (a sale is never without its
   * notification, and a rolled-back sale never notifies).
   */
  notifySale?: (tx: DbTransaction, sale: SaleNotice) => Promise<void>;
  /** The accounts' directory: sellers', buyers' and reporters' names (the store keeps only ids). */
  users: Pick<UserDirectory, 'namesOf' | 'contactsOf'>;
  /** The store's SQL; the module's own unless a test passes another. */
  repository?: StoresRepository;
  /**
   * Shares an approved listing to Medstagram inside the store's transaction: makes the post and
   * pays the share XP, or answers null when the listing already has its post.
   */
  shareToMedstagram?: (
    tx: DbTransaction,
    share: { listingId: string; sellerId: string; title: string; description: string; now: Date },
  ) => Promise<{ xpAwarded: number } | null>;
}

/** What every part of the store shares: the database, the store's SQL and the injected clock. */
export interface StoreContext {
  db: Database;
  repo: StoresRepository;
  clock: () => Date;
}
