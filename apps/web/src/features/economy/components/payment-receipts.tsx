/**
 * The payments on /transaction-history: every order the user started, and for each paid one a
 * receipt with the ids a support request quotes (the contact page asks for the payment ID).
 */

import type { PaymentReceipt } from '@medsutra/contract/payments/api';
import { paymentReceiptMessages } from '@medsutra/contract/payments/receipts';
import { formatInrFromPaise } from '@medsutra/contract/payments/rules';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatReceiptDate } from '@/lib/format-date';
import { usePaymentHistory } from '../api/get-payment-history';
import { EmptyNote, ErrorNote, SkeletonRows } from './query-states';

const text = paymentReceiptMessages;

interface ReceiptFieldProps {
  label: string;
  value: string;
  note?: string | undefined;
  mono?: boolean;
}

function ReceiptField({ label, value, note, mono = false }: ReceiptFieldProps) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 text-muted sm:w-28">{label}</dt>
      <dd className="min-w-0 text-ink">
        <span className={cn('break-all', mono && 'font-mono text-xs sm:text-sm')}>{value}</span>
        {note ? <span className="block text-xs text-muted">{note}</span> : null}
      </dd>
    </div>
  );
}

function PaymentCard({ order }: { order: PaymentReceipt }) {
  const paid = order.status === 'paid';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-ink">{paid ? `${text.receiptTitle}: ${order.title}` : order.title}</p>
        <span
          className={cn(
            'text-sm font-semibold',
            paid ? 'text-success' : order.status === 'failed' ? 'text-danger' : 'text-muted',
          )}
        >
          {text.statusLabel[order.status]}
        </span>
      </div>
      {order.provider === 'test' ? <p className="text-xs font-bold text-ink">{text.testMode}</p> : null}
      <dl className="flex flex-col gap-1 text-sm">
        <ReceiptField
          label={text.amount}
          value={formatInrFromPaise(order.amountPaise)}
          note={paid ? text.gstIncluded(formatInrFromPaise(order.gstPaise)) : undefined}
        />
        <ReceiptField label={text.orderId} value={order.id} mono />
        {paid ? <ReceiptField label={text.paymentId} value={order.paymentId ?? text.noPaymentId} mono /> : null}
        <ReceiptField
          label={paid ? text.paidOn : text.startedOn}
          value={formatReceiptDate(paid && order.paidAt ? order.paidAt : order.createdAt)}
        />
      </dl>
    </li>
  );
}

export function PaymentReceipts({ email }: { email: string }) {
  const history = usePaymentHistory(email);
  const headingId = useId();
  const orders = history.data?.orders ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {text.title}
        </h2>
        <p className="text-sm text-muted">{history.data ? `${text.count(orders.length)}. ${text.lead}` : text.lead}</p>
      </div>
      {history.isPending ? (
        <SkeletonRows rows={2} rowClassName="h-32" />
      ) : history.isError ? (
        <ErrorNote error={history.error} onRetry={() => void history.refetch()} />
      ) : orders.length === 0 ? (
        <EmptyNote>{text.empty}</EmptyNote>
      ) : (
        <ul aria-label={text.title} className="flex flex-col gap-3">
          {orders.map((order) => (
            <PaymentCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
