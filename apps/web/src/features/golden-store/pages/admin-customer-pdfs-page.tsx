/**
 * /admin/customer-pdfs: an admin finds a customer by email and grants or revokes a Golden Med
 * Store PDF (offline sales, support). The server logs every action and refuses non-admins.
 */
import { goldenUiMessages as text } from '@medsutra/contract/golden-store/rules';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { useCustomer, useGrantPdf, useRevokeGrant } from '../api/customer-pdfs';
import { PdfChoice } from '../components/pdf-choice';
import { toastFailure, toastOutcome } from '../lib/toasts';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function CustomerPanel({ email }: { email: string }) {
  const customer = useCustomer(email);
  const grant = useGrantPdf(email);
  const revoke = useRevokeGrant(email);
  const [itemId, setItemId] = useState('');
  const [note, setNote] = useState('');

  if (customer.isPending) return <Spinner label={text.find} />;
  if (customer.isError) return <p className="text-danger">{failureSentence(customer.error, text.loadFailed)}</p>;
  const { customer: who, grants, items } = customer.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    grant.mutate(
      { email, itemId, note },
      {
        onSuccess: () => {
          showToast('success', text.granted);
          setNote('');
        },
        onError: toastFailure,
      },
    );
  }

  return (
    <>
      <Card className="flex flex-col gap-3">
        <div className="min-w-0">
          <CardTitle className="break-words">{who.fullName}</CardTitle>
          <p className="break-all text-muted">{who.email}</p>
        </div>
        <h3 className="font-semibold text-ink">{text.grantsTitle}</h3>
        {grants.length === 0 ? <p className="text-muted">{text.noGrants}</p> : null}
        <ul className="flex flex-col gap-2">
          {grants.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-ink">{row.itemTitle}</p>
                <p className="text-muted text-sm">
                  {text.source[row.source]} · {day(row.grantedAt)}
                  {row.revokedAt ? ` · ${text.revokedOn(day(row.revokedAt))}` : ''}
                </p>
              </div>
              {row.revokedAt ? null : (
                <Button
                  variant="danger"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(row.id, toastOutcome(text.revoked))}
                >
                  {text.revoke}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="flex flex-col gap-3">
        <CardTitle>{text.grantTitle}</CardTitle>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <PdfChoice
            label={text.grantItem}
            placeholder={text.grantItemChoose}
            value={itemId}
            onChange={setItemId}
            options={items}
          />
          <Input label={text.grantNote} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button type="submit" disabled={grant.isPending} className="self-start">
            {text.grantSubmit}
          </Button>
        </form>
      </Card>
    </>
  );
}

export default function AdminCustomerPdfsPage() {
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <PageHeader title={text.customerTitle} description={text.customerDescription} />
      <Card>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setEmail(draft.trim().toLowerCase());
          }}
        >
          <div className="min-w-0 flex-1">
            <Input
              label={text.customerEmail}
              type="email"
              required
              autoComplete="off"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          </div>
          <Button type="submit">{text.find}</Button>
        </form>
      </Card>
      {email ? <CustomerPanel key={email} email={email} /> : null}
    </div>
  );
}
