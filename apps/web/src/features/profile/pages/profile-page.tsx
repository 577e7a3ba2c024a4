/**
 * The Profile tab (/user-profile): the account's email, name and mobile number (editable), its
 * plan and renewal date, the password (changing it signs out every other session), the devices and
 * active sessions (each removable, inline), the referral code; and "Your data" (export and
 * deletion).
 */

import {
  type Profile,
  type TargetExam,
  targetExamLabels,
  targetExams,
  profileMessages as text,
} from '@medsutra/contract/account/profile';
import { firstNewPasswordProblem } from '@medsutra/contract/auth/rules';
import { planById } from '@medsutra/contract/payments/rules';
import { paths } from '@medsutra/contract/routes';
import { type FormEvent, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { usePlan } from '@/features/auth/api/plan-features';
import { DevicesAndSessions } from '@/features/auth/components/devices-and-sessions';
import { apiErrorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { SaveStatus, Status } from '../components/status';
import { YourDataCard } from '../components/your-data-card';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

function AccountCard({ profile }: { profile: Profile }) {
  const [fullName, setFullName] = useState(profile.fullName);
  const [phone, setPhone] = useState(profile.phoneNumber ?? '');
  const update = useUpdateProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ fullName, phoneNumber: phone });
  };
  return (
    <Card>
      <CardTitle>{text.account}</CardTitle>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
        <div>
          <p className="text-sm font-medium text-ink">{text.email}</p>
          <p className="break-all text-ink">{profile.email}</p>
          <p className="text-sm text-muted">{text.emailHint}</p>
        </div>
        <Input
          label={text.fullName}
          name="fullName"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        <div className="flex flex-col gap-1">
          <Input
            label={text.phoneNumber}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <p className="text-sm text-muted">{text.phoneHint}</p>
        </div>
        <SaveAndSubmit save={update} saved={text.saved} label={text.save} />
      </form>
      <p className="mt-4 text-sm text-muted">{text.memberSince(dateText(profile.createdAt))}</p>
    </Card>
  );
}

/** The end of a profile form: how the last save went, and the save button (busy while saving). */
function SaveAndSubmit({
  save,
  saved,
  label,
}: {
  save: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  saved: string;
  label: string;
}) {
  return (
    <>
      <SaveStatus save={save} failed={text.saveFailed} saved={saved} />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? text.saving : label}
      </Button>
    </>
  );
}

/** The exam and its date (the planner and revision work to it), and the small-spend question. */
function ExamCard({ profile }: { profile: Profile }) {
  const [exam, setExam] = useState<TargetExam | ''>(profile.targetExam ?? '');
  const [examDate, setExamDate] = useState(profile.examDate ?? '');
  const update = useUpdateProfile();
  const setting = useUpdateProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      exam === '' ? { targetExam: null } : { targetExam: exam, examDate: examDate === '' ? null : examDate },
    );
  };
  const selectClass =
    'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-primary';
  return (
    <Card>
      <CardTitle>{text.exam}</CardTitle>
      <p className="mt-1 text-sm text-muted">{text.examHint}</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {text.targetExam}
          <select
            name="targetExam"
            className={selectClass}
            value={exam}
            onChange={(event) => setExam(event.target.value as TargetExam | '')}
          >
            <option value="">{text.targetExamNone}</option>
            {targetExams.map((id) => (
              <option key={id} value={id}>
                {targetExamLabels[id]}
              </option>
            ))}
          </select>
        </label>
        <Input
          label={text.examDate}
          name="examDate"
          type="date"
          value={examDate}
          disabled={exam === ''}
          onChange={(event) => setExamDate(event.target.value)}
        />
        <SaveAndSubmit save={update} saved={text.examSaved} label={text.saveExam} />
      </form>
      <h3 className="mt-6 font-semibold text-ink">{text.spending}</h3>
      <label className="mt-2 flex min-h-11 items-center gap-3 text-ink">
        <input
          type="checkbox"
          name="confirmSmallSpends"
          className="size-5"
          checked={setting.variables?.confirmSmallSpends ?? profile.confirmSmallSpends}
          disabled={setting.isPending}
          onChange={(event) => setting.mutate({ confirmSmallSpends: event.target.checked })}
        />
        {text.confirmSmallSpends}
      </label>
      <p className="text-sm text-muted">{text.confirmSmallSpendsHint}</p>
      <SaveStatus save={setting} failed={text.saveFailed} saved={text.settingSaved} />
    </Card>
  );
}

function PlanCard({ email }: { email: string }) {
  const plan = usePlan(email);
  const summary =
    plan.isPaid && plan.currentPeriodEnd
      ? text.planUntil(planById(plan.planId).name, dateText(plan.currentPeriodEnd))
      : text.planFree;
  return (
    <Card>
      <CardTitle>{text.plan}</CardTitle>
      <p className="mt-2 text-ink">{plan.loaded ? summary : <Spinner label={text.loading} />}</p>
      <ButtonLink to={paths.pricing} variant="secondary" size="sm" className="mt-4">
        {text.managePlan}
      </ButtonLink>
    </Card>
  );
}

function PasswordCard({ profile }: { profile: Profile }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found =
      current === ''
        ? text.currentPasswordRequired
        : firstNewPasswordProblem({ password: next, confirmPassword: confirm })?.message;
    setProblem(found ?? null);
    if (found) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
        },
      },
    );
  };
  if (!profile.hasPassword) {
    return (
      <Card>
        <CardTitle>{text.password}</CardTitle>
        <p className="mt-2 text-muted">{text.googleOnlyPassword}</p>
      </Card>
    );
  }
  const fields: [string, string, string, (value: string) => void][] = [
    [text.currentPassword, 'current-password', current, setCurrent],
    [text.newPassword, 'new-password', next, setNext],
    [text.confirmPassword, 'new-password', confirm, setConfirm],
  ];
  const error = problem ?? (change.isError ? (apiErrorMessage(change.error) ?? text.saveFailed) : null);
  return (
    <Card>
      <CardTitle>{text.password}</CardTitle>
      <p className="mt-1 text-sm text-muted">{text.passwordEndsSessions}</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
        {fields.map(([label, autoComplete, value, setValue]) => (
          <Input
            key={label}
            label={label}
            type="password"
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        ))}
        {error ? <Status ok={false} message={error} /> : null}
        {change.isSuccess && !problem ? <Status ok message={change.data.message} /> : null}
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? text.changingPassword : text.changePassword}
        </Button>
      </form>
    </Card>
  );
}

export default function ProfilePage({ email }: { email: string }) {
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title={text.title} />
      {profile.isPending ? <Spinner label={text.loading} /> : null}
      {profile.isError ? <Status ok={false} message={apiErrorMessage(profile.error) ?? text.loadFailed} /> : null}
      {profile.data ? (
        <div className="flex flex-col gap-4">
          <AccountCard profile={profile.data} />
          <ExamCard profile={profile.data} />
          <PlanCard email={email} />
          <section aria-label={text.devices} className="flex flex-col gap-2">
            <p className="px-1 text-sm text-muted">{text.devicesHint}</p>
            <DevicesAndSessions />
          </section>
          <PasswordCard profile={profile.data} />
          <Card>
            <CardTitle>{text.referral}</CardTitle>
            <p className="mt-2 font-mono text-lg font-semibold text-ink">{profile.data.referralCode}</p>
            <p className="text-sm text-muted">{text.referralHint}</p>
            <ButtonLink to={paths.referral} variant="secondary" size="sm" className="mt-4">
              {text.referralLink}
            </ButtonLink>
          </Card>
          <YourDataCard profile={profile.data} />
        </div>
      ) : null}
    </div>
  );
}
