/**
 * Razorpay Checkout, loaded only when a payment starts (the server allows its origin in the CSP
 * only when Razorpay is configured). Its success reply goes to the server, which checks the
 * signature against the order it stored.
 */

import type { CheckoutSession } from '@medsutra/contract/payments/api';
import { RAZORPAY_CHECKOUT_SCRIPT } from '@medsutra/contract/payments/rules';

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

type RazorpaySession = Extract<CheckoutSession, { provider: 'razorpay' }>;

/** Opens the checkout; calls `onSuccess` with its signed reply, or `onClosed` when the user leaves it. */
export async function openRazorpayCheckout(
  session: RazorpaySession,
  handlers: { onSuccess(reply: RazorpaySuccess): void; onClosed(): void },
): Promise<void> {
  const Razorpay = await loadRazorpayCheckout();
  const checkout = new Razorpay({
    key: session.keyId,
    amount: session.amountPaise,
    currency: session.currency,
    name: session.name,
    description: session.description,
    order_id: session.razorpayOrderId,
    prefill: session.prefill,
    theme: { color: '#0f766e' },
    handler: handlers.onSuccess,
    modal: { ondismiss: handlers.onClosed, confirm_close: true },
  });
  checkout.open();
}
