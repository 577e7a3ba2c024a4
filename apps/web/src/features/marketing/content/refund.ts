import { PRODUCT_NAME } from '@medsutra/contract/product';
import { SUPPORT_EMAIL } from './company';
import type { ProseSection } from './types';

/**
 * The refund window is a policy choice made for this page; the contract does not name one yet.
 * Change it here only.
 */
export const REFUND_WINDOW_DAYS = 7;

export const REFUND_LEAD = `When ${PRODUCT_NAME} refunds a payment, how to ask, and where the money goes.`;

export const REFUND_SECTIONS: readonly ProseSection[] = [
  {
    id: 'summary',
    heading: 'In short',
    paragraphs: [],
    items: [
      `You can ask for a full refund of a plan within ${REFUND_WINDOW_DAYS} days of paying.`,
      `A coin pack is refundable within ${REFUND_WINDOW_DAYS} days if you have not spent any of its coins.`,
      'A failed AI job never costs you Med Coins: they come back automatically.',
      'Money taken for a payment that failed is reversed automatically.',
    ],
  },
  {
    id: 'plans',
    heading: 'Premium and Premium Plus',
    paragraphs: [
      `If you ask within ${REFUND_WINDOW_DAYS} days of paying for a plan, monthly or six-month, we refund the full amount. The plan then ends, and the Med Coins it deposited that you have not spent are removed. Coins you earned or bought separately stay yours.`,
      `After ${REFUND_WINDOW_DAYS} days we do not refund the current period, but nothing else is charged either: plans do not renew automatically, and your plan stays active until the end of the period you paid for.`,
      'If we close your account without a breach of our terms on your part, or a paid feature stays unavailable for a long period because of a fault on our side, we refund the unused part of your plan without you having to ask.',
    ],
  },
  {
    id: 'coin-packs',
    heading: 'Med Coin packs',
    paragraphs: [
      `A coin pack can be refunded within ${REFUND_WINDOW_DAYS} days of purchase if none of its coins has been spent; the coins are then removed. Once coins from a pack have been spent on AI tools, the pack cannot be refunded.`,
      'Med Coins have no cash value, so coins you earned in the app, received with a plan or have left over can never be exchanged for money.',
    ],
  },
  {
    id: 'ai-jobs',
    heading: 'AI jobs that fail',
    paragraphs: [
      'If an AI tool fails, times out or refuses a request, the Med Coins it took are returned to your balance straight away and appear in your coin history. You do not need to ask.',
    ],
  },
  {
    id: 'failed-payments',
    heading: 'Failed, pending and duplicate payments',
    paragraphs: [
      'If money left your account but the payment failed, it is reversed automatically by Razorpay and your bank; how long that takes depends on your bank and payment method. If a payment succeeded but your plan or coins did not appear, or you were charged twice for the same thing, write to us with the payment ID and we will activate what you paid for or refund the duplicate in full.',
    ],
  },
  {
    id: 'marketplace',
    heading: 'Notes bought in the marketplace',
    paragraphs: [
      `If notes you bought will not open or are clearly not what the listing described, tell us within ${REFUND_WINDOW_DAYS} days of buying and we will refund you.`,
    ],
  },
  {
    id: 'how-to',
    heading: 'How to ask for a refund',
    paragraphs: [`Use the contact form or write to ${SUPPORT_EMAIL} from the email address on your account. Include:`],
    items: [
      'the payment ID from your receipt or the Razorpay email;',
      'what you bought and the date;',
      'the reason, in a sentence or two.',
    ],
    closing: [
      'We confirm by email whether the refund is approved. Approved refunds go back to the card, UPI account or bank account you paid with, through Razorpay; the time the money takes to appear depends on your bank and payment method.',
      'Nothing in this policy limits your rights under the Consumer Protection Act, 2019.',
    ],
  },
];
