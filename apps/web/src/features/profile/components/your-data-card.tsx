/**
 * "Your data" (DPDP Act 2023): download everything as a ZIP (a background job; the card shows
 * progress, then the link, which works for this account only), and delete the account after 7
 * days (password, or a tick for a Google-only account), with the date and a Cancel button.
 */
import { accountDataMessages as text } from '@medsutra/contract/account/data';
import type { Profile } from '@medsutra/contract/account/profile';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useCancelDeletion, useDeletion, useRequestDeletion } from '../api/account-deletion';
import { useLatestExport, useStartExport } from '../api/data-export';
import { Status } from './status';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'long' });

/** One part of the card: its heading (which names the section) and hint, then its controls. */
function DataSection({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-semibold text-ink">
        {title}
      </h3>
      <p className="text-sm text-muted">{hint}</p>
      {children}
    </section>
  );
}

function DownloadSection() {
  const latest = useLatestExport();
  const start = useStartExport();
  const current = latest.data;
  const preparing = start.isPending || current?.status === 'preparing';
  return (
    <DataSection id="your-data-download" title={text.downloadTitle} hint={text.downloadHint}>
      {preparing ? <Spinner label={text.downloadPreparing} /> : null}
      {current?.status === 'ready' && current.downloadUrl && current.expiresAt ? (
        <div className="flex flex-col gap-2">
          <Status ok message={text.downloadReady(dateText(current.expiresAt))} />
          <a
            href={current.downloadUrl}
            download
            className="self-start rounded-md font-medium text-primary underline underline-offset-4"
          >
            {text.downloadLink}
          </a>
        </div>
      ) : null}
      {current?.status === 'failed' ? <Status ok={false} message={text.downloadFailed} /> : null}
      {start.isError ? <Status ok={false} message={apiErrorMessage(start.error) ?? text.downloadFailed} /> : null}
      <Button variant="secondary" size="sm" className="self-start" disabled={preparing} onClick={() => start.mutate()}>
        {text.downloadStart}
      </Button>
    </DataSection>
  );
}

function DeleteSection({ profile }: { profile: Profile }) {
  const deletion = useDeletion();
  const ask = useRequestDeletion();
  const cancel = useCancelDeletion();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = !confirmed
      ? text.confirmRequired
      : profile.hasPassword && password === ''
        ? text.passwordRequired
        : null;
    setProblem(found);
    if (found) return;
    ask.mutate(profile.hasPassword ? { password, confirm: true } : { confirm: true }, {
      onSuccess: () => {
        setPassword('');
        setConfirmed(false);
      },
    });
  };

  const scheduledFor = deletion.data?.scheduledFor ?? null;
  return (
    <DataSection id="your-data-delete" title={text.deleteTitle} hint={text.deleteHint}>
      {deletion.isPending ? <Spinner label={text.loading} /> : null}
      {scheduledFor ? (
        <div className="flex flex-col gap-3">
          <Status ok={false} message={text.deleteScheduled(dateText(scheduledFor))} />
          {cancel.isError ? (
            <Status ok={false} message={apiErrorMessage(cancel.error) ?? text.nothingToCancel} />
          ) : null}
          <Button className="self-start" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {text.deleteCancel}
          </Button>
        </div>
      ) : deletion.isSuccess ? (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          {cancel.isSuccess ? <Status ok message={text.deleteCancelled} /> : null}
          {profile.hasPassword ? (
            <Input
              label={text.deletePassword}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <p className="text-sm text-muted">{text.googleOnlyConfirm}</p>
          )}
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            <span>{text.deleteConfirm}</span>
          </label>
          {problem ? <Status ok={false} message={problem} /> : null}
          {!problem && ask.isError ? (
            <Status ok={false} message={apiErrorMessage(ask.error) ?? text.passwordWrong} />
          ) : null}
          <Button type="submit" variant="danger" className="self-start" disabled={ask.isPending}>
            {text.deleteButton}
          </Button>
        </form>
      ) : null}
    </DataSection>
  );
}

export function YourDataCard({ profile }: { profile: Profile }) {
  return (
    <Card>
      <CardTitle>{text.title}</CardTitle>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      <div className="mt-4 flex flex-col gap-6">
        <DownloadSection />
        <DeleteSection profile={profile} />
      </div>
    </Card>
  );
}
