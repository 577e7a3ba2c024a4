/**
 * Payments: orders priced by the server, confirmations from three places (the Razorpay return
 * page, the Razorpay webhook, the test-mode page) and the grant, which happens exactly once per
 * order whichever confirmation comes first: it claims the order with
 * `granted_at IS NULL` and adds the plan or coins in the same transaction.
 */

import {
  type CheckoutItem,
  type CheckoutSession,
  type Order,
  PAYMENT_CURRENCY,
  type PaymentReceipt,
  paymentMessages,
  priceCheckoutItem,
  type RazorpayVerifyRequest,
} from '@medsutra/contract/payments/api';
import { gstIncludedInPaise, PAYMENT_HISTORY_LIMIT } from '@medsutra/contract/payments/receipts';
import { PRODUCT_NAME } from '@medsutra/contract/product';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { EconomyService } from '../economy/service.ts';
import type { PlanService } from '../plans/service.ts';
import { createPaymentsRepository, type OrderRow, type PaymentsRepository } from './repository.ts';

function orderItem(row: OrderRow): CheckoutItem {
  if (row.itemKind === 'goldenPdf') return { kind: 'goldenPdf', itemId: row.goldenItemId ?? '' };
  if (row.itemKind === 'coinPack') return { kind: 'coinPack', packId: row.coinPackId ?? '' };
  return { kind: 'plan', planId: row.planId ?? 'premium', period: row.planPeriod ?? 'month' };
}

function toOrderReply(row: OrderRow): Order {
  const item = orderItem(row);
  return {
    id: row.id,
    status: row.status,
    item,
    title: item.kind === 'goldenPdf' ? GOLDEN_ORDER_TITLE : (priceCheckoutItem(item)?.title ?? 'MedSutra purchase'),
    amountPaise: row.amountPaise,
    currency: PAYMENT_CURRENCY,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    grantedAt: row.grantedAt?.toISOString() ?? null,
  };
}

/** A receipt: the order plus the provider's ids and the GST inside the amount. */
function toReceipt(row: OrderRow): PaymentReceipt {
  return {
    ...toOrderReply(row),
    providerOrderId: row.providerOrderId,
    paymentId: row.providerPaymentId,
    gstPaise: gstIncludedInPaise(row.amountPaise),
  };
}

const GOLDEN_ORDER_TITLE = 'Golden Med Store PDF';

/**
 * What the checkout asks the Golden Med Store (filled in by the app, so payments does not import
 * it): the price of an item for this buyer (throwing a 4xx when it is not for them to buy), and
 * the grant, run inside the order's claim transaction.
 */
interface GoldenCheckout {
  price(userId: string, itemId: string): Promise<{ title: string; amountPaise: number }>;
  grant(tx: DbExecutor, order: { userId: string; itemId: string; orderId: string; at: Date }): Promise<void>;
}

export interface PaymentsDeps {
  db: Database;
  /** null when payments are not set up (no Razorpay, and test mode not allowed here). */
  provider: PaymentProvider | null;
  economy: EconomyService;
  plans: PlanService;
  /** The Golden Med Store; without it, Golden items are not for sale. */
  golden?: GoldenCheckout;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** The orders' SQL; the module's own unless a test passes another. */
  repository?: PaymentsRepository;
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, provider, economy, plans, golden, now, logger } = deps;
  const repo = deps.repository ?? createPaymentsRepository();

  /** Inside `tx`: marks the order paid and, if no one has yet, adds what it bought. */
  async function confirmPaid(tx: DbExecutor, orderId: string, providerPaymentId: string | null): Promise<boolean> {
    const at = now();
    await repo.markPaid(tx, orderId, providerPaymentId, at);
    const claimed = await repo.claimGrant(tx, orderId, at);
    if (!claimed) return false;
    const item = orderItem(claimed);
    if (item.kind === 'goldenPdf') {
      if (!golden) throw new Error('a Golden Med Store order was paid but the store is not wired in');
      await golden.grant(tx, { userId: claimed.userId, itemId: item.itemId, orderId: claimed.id, at });
    } else if (item.kind === 'coinPack') {
      await economy.coinPackPurchased({ userId: claimed.userId, packId: item.packId, orderId: claimed.id }, tx);
    } else {
      await plans.applyPlanPurchase(tx, {
        userId: claimed.userId,
        planId: item.planId,
        period: item.period,
        orderId: claimed.id,
        paidAt: claimed.paidAt ?? at,
      });
    }
    logger.info({ orderId, item }, 'payment granted');
    return true;
  }

  /** The user's own order (an admin may read any); 404 or 403 otherwise. */
  async function ownOrder(user: SessionUser, orderId: string, options: { adminMayRead?: boolean } = {}) {
    const row = await repo.orderById(db, orderId);
    if (!row) throw notFound(paymentMessages.orderNotFound);
    if (row.userId !== user.id && !(options.adminMayRead && user.role === 'admin')) {
      throw forbidden(paymentMessages.notYourOrder);
    }
    return row;
  }

  async function reloaded(orderId: string): Promise<Order> {
    return toOrderReply((await repo.orderById(db, orderId))!);
  }

  return {
    config() {
      return {
        success: true as const,
        provider: provider?.kind ?? ('none' as const),
        keyId: provider?.checkoutKeyId ?? null,
      };
    },

    async createOrder(user: SessionUser, item: CheckoutItem): Promise<{ order: Order; checkout: CheckoutSession }> {
      if (!provider) throw new AppError('unavailable', paymentMessages.notSetUp);
      const priced =
        item.kind === 'goldenPdf'
          ? golden
            ? await golden.price(user.id, item.itemId)
            : null
          : priceCheckoutItem(item);
      if (!priced) throw badRequest(paymentMessages.unknownItem);
      const at = now();
      const row = await repo.insertOrder(db, {
        userId: user.id,
        item,
        amountPaise: priced.amountPaise,
        provider: provider.kind,
        at,
      });
      let providerOrderId: string;
      try {
        ({ providerOrderId } = await provider.createOrder({
          amountPaise: priced.amountPaise,
          currency: PAYMENT_CURRENCY,
          receipt: row.id,
          notes: { orderId: row.id, item: priced.title },
        }));
      } catch (error) {
        logger.error({ err: error, orderId: row.id }, 'the payment provider refused to create an order');
        await repo.markFailed(db, row.id, 'provider_error', now());
        throw new AppError('unavailable', paymentMessages.providerUnavailable);
      }
      await repo.setProviderOrderId(db, row.id, providerOrderId, now());
      const order = await reloaded(row.id);
      if (provider.kind === 'test' || !provider.checkoutKeyId) return { order, checkout: { provider: 'test' } };
      return {
        order,
        checkout: {
          provider: 'razorpay',
          keyId: provider.checkoutKeyId,
          razorpayOrderId: providerOrderId,
          amountPaise: priced.amountPaise,
          currency: PAYMENT_CURRENCY,
          name: PRODUCT_NAME,
          description: priced.title,
          prefill: { email: user.email, name: user.fullName },
        },
      };
    },

    /** Every order, oldest first: the admins' sheets export (the caller checks the admin). */
    allOrdersForExport(): Promise<OrderRow[]> {
      return repo.allOrders(db);
    },

    /** The signed-in user's own payments only: the history never takes an email to trust. */
    async history(user: SessionUser): Promise<PaymentReceipt[]> {
      return (await repo.ordersOfUser(db, user.id, PAYMENT_HISTORY_LIMIT)).map(toReceipt);
    },

    async order(user: SessionUser, orderId: string): Promise<Order> {
      return toOrderReply(await ownOrder(user, orderId, { adminMayRead: true }));
    },

    /**
     * The Razorpay return: the signature must be the one Razorpay makes for the order id this
     * server stored for this user's order, and this payment id. Anything else changes nothing.
     */
    async verifyRazorpayReturn(user: SessionUser, body: RazorpayVerifyRequest): Promise<Order> {
      if (provider?.kind !== 'razorpay') throw notFound(paymentMessages.razorpayNotConfigured);
      const row = await ownOrder(user, body.orderId);
      const valid =
        row.provider === 'razorpay' &&
        row.providerOrderId !== null &&
        row.providerOrderId === body.razorpay_order_id &&
        provider.verifyCheckoutSignature({
          providerOrderId: row.providerOrderId,
          providerPaymentId: body.razorpay_payment_id,
          signature: body.razorpay_signature,
        });
      if (!valid) {
        logger.warn({ orderId: row.id, userId: user.id }, 'a Razorpay checkout signature did not verify');
        throw badRequest(paymentMessages.verificationFailed);
      }
      await db.transaction((tx) => confirmPaid(tx, row.id, body.razorpay_payment_id));
      return reloaded(row.id);
    },

    /** The test-mode page's Success or Failure; refused whenever a real provider is configured. */
    async completeTestOrder(user: SessionUser, orderId: string, outcome: 'success' | 'failure'): Promise<Order> {
      if (provider?.kind !== 'test') throw notFound(paymentMessages.testModeDisabled);
      const row = await ownOrder(user, orderId);
      if (row.provider !== 'test') throw notFound(paymentMessages.testModeDisabled);
      if (outcome === 'success') await db.transaction((tx) => confirmPaid(tx, row.id, `test_payment_${row.id}`));
      else await repo.markFailed(db, row.id, 'test_mode_failure', now());
      return reloaded(row.id);
    },

    /**
     * A Razorpay webhook, whose signature the provider checks on the raw body. Each event id is
     * handled once (a replay answers `duplicate: true`); events may come in any order: a capture
     * after a failure still grants, a failure after a payment changes nothing.
     */
    async handleWebhook(
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ duplicate: boolean }> {
      if (provider?.kind !== 'razorpay') throw notFound(paymentMessages.razorpayNotConfigured);
      const event = provider.readWebhook(rawBody, headers);
      if (!event) {
        logger.warn('a payment webhook with an invalid signature was refused');
        throw badRequest(paymentMessages.webhookSignatureInvalid);
      }
      return db.transaction(async (tx) => {
        const at = now();
        const eventRowId = await repo.recordEvent(tx, {
          provider: provider.kind,
          eventId: event.eventId,
          eventName: event.name,
          providerOrderId: event.providerOrderId,
          at,
        });
        if (eventRowId === null) return { duplicate: true };
        const row = event.providerOrderId ? await repo.orderByProviderOrderId(tx, event.providerOrderId) : null;
        let outcome = 'ignored';
        if (!row) {
          outcome = event.outcome === 'other' ? 'ignored' : 'unknown_order';
        } else if (event.outcome === 'paid') {
          const amountDiffers = event.amountPaise !== null && event.amountPaise !== row.amountPaise;
          const currencyDiffers = event.currency !== null && event.currency !== PAYMENT_CURRENCY;
          if (amountDiffers || currencyDiffers) {
            logger.error({ orderId: row.id, event: event.name }, 'a paid event names a different amount; not granted');
            outcome = 'amount_mismatch';
          } else {
            outcome = (await confirmPaid(tx, row.id, event.providerPaymentId)) ? 'granted' : 'already_granted';
          }
        } else if (event.outcome === 'failed') {
          outcome = (await repo.markFailed(tx, row.id, event.name, at)) ? 'failed' : 'ignored';
        }
        await repo.setEventOutcome(tx, eventRowId, outcome, row?.id ?? null);
        return { duplicate: false };
      });
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
