// @vitest-environment happy-dom
import {
  accountDataApiPaths,
  deletionStatusReplySchema,
  latestExportReplySchema,
} from '@medsutra/contract/account/data';
import {
  type Profile,
  passwordChangeReplySchema,
  profileApiPaths,
  profileMessages,
  profileReplySchema,
  profileUpdateRequestSchema,
  targetExamLabels,
} from '@medsutra/contract/account/profile';
import { devicesReplySchema, sessionsReplySchema } from '@medsutra/contract/auth/api';
import { validationMessages } from '@medsutra/contract/auth/messages';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { errorReplySchema } from '@medsutra/contract/http/api';
import { apiMessages } from '@medsutra/contract/http/messages';
import { planFeaturesReplySchema } from '@medsutra/contract/payments/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { testProfile } from '@/test/profile';
import { renderWithApp, server } from '@/test/render';
import ProfilePage from './profile-page';

const text = profileMessages;
const EMAIL = 'asha@example.com';

const errorReply = (message: string) => errorReplySchema.parse({ success: false, message, requestId: 'req-1' });

/** The profile the server holds; PATCH changes it the way the server does, after the contract's schema. */
let stored: Profile;
/** Every PATCH body, as the page sent it. */
let sent: unknown[];

/** What the server answers a PATCH: the contract's schema first, then the change applied. */
function answerUpdate(body: unknown) {
  const parsed = profileUpdateRequestSchema.safeParse(body);
  if (!parsed.success) return HttpResponse.json(errorReply(parsed.error.issues[0]!.message), { status: 400 });
  const change = parsed.data;
  stored = {
    ...stored,
    ...(change.fullName !== undefined ? { fullName: change.fullName } : {}),
    ...(change.phoneNumber !== undefined ? { phoneNumber: change.phoneNumber } : {}),
    ...(change.targetExam !== undefined ? { targetExam: change.targetExam, examDate: null } : {}),
    ...(change.examDate !== undefined ? { examDate: change.examDate } : {}),
    ...(change.confirmSmallSpends !== undefined ? { confirmSmallSpends: change.confirmSmallSpends } : {}),
  };
  return HttpResponse.json(profileReplySchema.parse({ success: true, profile: stored }));
}

beforeEach(() => {
  stored = testProfile(false);
  sent = [];
  server.use(
    http.get(profileApiPaths.profile, () =>
      HttpResponse.json(profileReplySchema.parse({ success: true, profile: stored })),
    ),
    http.patch(profileApiPaths.profile, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answerUpdate(body);
    }),
    http.get(authApiPaths.planFeatures(EMAIL), () =>
      HttpResponse.json(
        planFeaturesReplySchema.parse({
          success: true,
          plan: 'Free',
          planId: 'free',
          subscribed: false,
          features: {
            advancedCaseGenerator: false,
            researchAssistant: false,
            premiumChat: false,
            prioritySupport: false,
            neetPgPdfDecoding: false,
          },
          currentPeriodEnd: null,
        }),
      ),
    ),
    http.get(authApiPaths.devices, () =>
      HttpResponse.json(devicesReplySchema.parse({ success: true, devices: [], limit: 2 })),
    ),
    http.get(authApiPaths.sessions, () =>
      HttpResponse.json(sessionsReplySchema.parse({ success: true, sessions: [] })),
    ),
    http.get(accountDataApiPaths.export, () =>
      HttpResponse.json(latestExportReplySchema.parse({ success: true, export: null })),
    ),
    http.get(accountDataApiPaths.deletion, () =>
      HttpResponse.json(deletionStatusReplySchema.parse({ success: true, deletion: { scheduledFor: null } })),
    ),
  );
});

/** The card whose title is `title` (each form is its own card). */
const card = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  const found = heading.closest('form')?.parentElement ?? heading.parentElement;
  if (!found) throw new Error(`no card titled ${title}`);
  return within(found);
};

const loaded = async () => {
  renderWithApp(<ProfilePage email={EMAIL} />);
  await screen.findByText(EMAIL);
};

describe('the profile page', () => {
  it('says it is loading, then shows the account, the plan and the referral code', async () => {
    renderWithApp(<ProfilePage email={EMAIL} />);
    expect(screen.getByText(text.loading).closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByText(EMAIL)).toBeTruthy();
    expect((screen.getByLabelText(text.fullName) as HTMLInputElement).value).toBe('Asha Rao');
    expect((screen.getByLabelText(text.phoneNumber) as HTMLInputElement).value).toBe('');
    expect(await screen.findByText(text.planFree)).toBeTruthy();
    expect(screen.queryByText(text.loading)).toBeNull();
    expect(screen.getByText('ASHA1')).toBeTruthy();
  });

  it('shows the server’s sentence when the profile cannot be loaded, and its own when no answer comes', async () => {
    server.use(
      http.get(profileApiPaths.profile, () => HttpResponse.json(errorReply(apiMessages.server), { status: 503 })),
    );
    const first = renderWithApp(<ProfilePage email={EMAIL} />);
    expect(await screen.findByText(apiMessages.server)).toBeTruthy();
    expect(screen.queryByLabelText(text.fullName)).toBeNull();
    first.unmount();

    server.use(http.get(profileApiPaths.profile, () => HttpResponse.error()));
    renderWithApp(<ProfilePage email={EMAIL} />);
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
  });
});

describe('the name and mobile number form', () => {
  it('saves a new name and an Indian mobile number written with spaces', async () => {
    await loaded();
    fireEvent.change(screen.getByLabelText(text.fullName), { target: { value: 'Asha R' } });
    fireEvent.change(screen.getByLabelText(text.phoneNumber), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeTruthy();
    expect(sent).toEqual([{ fullName: 'Asha R', phoneNumber: '98765 43210' }]);
    expect(stored.phoneNumber).toBe('+919876543210');
  });

  it('says why an empty name or a wrong number is refused, and saves nothing', async () => {
    await loaded();
    fireEvent.change(screen.getByLabelText(text.fullName), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.nameRequired)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(text.fullName), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText(text.phoneNumber), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.phoneInvalid)).toBeTruthy();
    expect(screen.queryByText(text.saved)).toBeNull();
    expect(stored).toEqual(testProfile(false));
  });

  it('says a change could not be saved (not that the profile could not be loaded) when no answer comes', async () => {
    await loaded();
    server.use(http.patch(profileApiPaths.profile, () => HttpResponse.error()));
    fireEvent.change(screen.getByLabelText(text.fullName), { target: { value: 'Asha R' } });
    fireEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saveFailed)).toBeTruthy();
    expect(screen.queryByText(text.loadFailed)).toBeNull();
  });
});

describe('the exam form', () => {
  it('takes a date only once an exam is chosen, and saves both', async () => {
    await loaded();
    const exam = card(text.exam);
    const date = exam.getByLabelText(text.examDate) as HTMLInputElement;
    expect(date.disabled).toBe(true);
    fireEvent.change(exam.getByRole('combobox', { name: text.targetExam }), { target: { value: 'inicet' } });
    expect(date.disabled).toBe(false);
    fireEvent.change(date, { target: { value: '2027-05-16' } });
    fireEvent.click(exam.getByRole('button', { name: text.saveExam }));
    expect(await exam.findByText(text.examSaved)).toBeTruthy();
    expect(sent).toEqual([{ targetExam: 'inicet', examDate: '2027-05-16' }]);
    expect(exam.getByRole('option', { name: targetExamLabels.inicet, selected: true })).toBeTruthy();
  });

  it('choosing no exam removes it; a date the server refuses is explained', async () => {
    stored = { ...stored, targetExam: 'neet_pg', examDate: '2027-01-12' };
    server.use(
      http.patch(profileApiPaths.profile, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        // The server alone knows today: it refuses a date in the past.
        if (body.examDate === '2020-01-01') return HttpResponse.json(errorReply(text.examDatePast), { status: 400 });
        return answerUpdate(body);
      }),
    );
    await loaded();
    const exam = card(text.exam);
    fireEvent.change(exam.getByLabelText(text.examDate), { target: { value: '2020-01-01' } });
    fireEvent.click(exam.getByRole('button', { name: text.saveExam }));
    expect(await exam.findByText(text.examDatePast)).toBeTruthy();
    expect(stored.examDate).toBe('2027-01-12');

    fireEvent.change(exam.getByRole('combobox', { name: text.targetExam }), { target: { value: '' } });
    fireEvent.click(exam.getByRole('button', { name: text.saveExam }));
    expect(await exam.findByText(text.examSaved)).toBeTruthy();
    expect(sent.at(-1)).toEqual({ targetExam: null });
    expect(stored.targetExam).toBeNull();
  });
});

describe('the password form', () => {
  it('asks for the current password and a matching new one before sending anything', async () => {
    let calls = 0;
    server.use(
      http.post(profileApiPaths.password, () => {
        calls += 1;
        return HttpResponse.json(
          passwordChangeReplySchema.parse({
            success: true,
            message: text.passwordChanged(1),
            endedSessions: 1,
          }),
        );
      }),
    );
    await loaded();
    const password = card(text.password);
    const submit = () => fireEvent.click(password.getByRole('button', { name: text.changePassword }));
    submit();
    expect(password.getByText(text.currentPasswordRequired)).toBeTruthy();
    fireEvent.change(password.getByLabelText(text.currentPassword), { target: { value: 'old-secret' } });
    fireEvent.change(password.getByLabelText(text.newPassword), { target: { value: 'new-secret-1' } });
    fireEvent.change(password.getByLabelText(text.confirmPassword), { target: { value: 'new-secret-2' } });
    submit();
    expect(password.getByText(validationMessages.passwordsDoNotMatch)).toBeTruthy();
    expect(calls).toBe(0);

    fireEvent.change(password.getByLabelText(text.confirmPassword), { target: { value: 'new-secret-1' } });
    submit();
    expect(await password.findByText(text.passwordChanged(1))).toBeTruthy();
    expect(calls).toBe(1);
    await waitFor(() => expect((password.getByLabelText(text.currentPassword) as HTMLInputElement).value).toBe(''));
  });
});
