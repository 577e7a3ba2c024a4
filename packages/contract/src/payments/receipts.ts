/**
 * The payment history and its receipts (/transaction-history): GST, the list's length and the
 * words. Apart from payments-paths.ts because the sign-in page's first load carries that file.
 */
import { formatIndianNumber } from '../economy/table.ts';

/**
 * Prices are GST-inclusive (the rupee figure on the Plans page is what is charged), so a receipt
 * shows the GST inside the amount rather than adding it on top.
 */
const GST_RATE_PERCENT = 18;

/** The GST contained in a GST-inclusive amount, rounded to the paisa. */
export function gstIncludedInPaise(amountPaise: number): number {
  return Math.round((amountPaise * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));
}

/** GET: the signed-in user's own orders, newest first, with what a receipt needs. */
export const PAYMENT_HISTORY_PATH = '/api/payments/history';

/** How many of the newest orders the payment history shows. */
export const PAYMENT_HISTORY_LIMIT = 50;

export const paymentReceiptMessages = {
  title: 'Payments',
  lead: 'Every payment you started, newest first. Quote the payment ID when you write to us about a payment.',
  empty: 'You have not made any payments yet.',
  count: (count: number) => (count === 1 ? '1 payment' : `${formatIndianNumber(count)} payments`),
  receiptTitle: 'Receipt',
  amount: 'Amount paid',
  gstIncluded: (gst: string) => `Includes GST (${GST_RATE_PERCENT}%) of ${gst}`,
  orderId: 'Order ID',
  paymentId: 'Payment ID',
  paidOn: 'Paid on',
  startedOn: 'Started on',
  statusLabel: { paid: 'Paid', failed: 'Failed', created: 'Pending' },
  testMode: 'TEST MODE: no money moved',
  noPaymentId: 'Not yet given by the payment service',
} as const;
