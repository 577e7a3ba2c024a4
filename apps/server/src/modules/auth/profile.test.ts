import { profileMessages } from '@medsutra/contract/account/profile';
import { describe, expect, it } from 'vitest';
import { authStatus, PASSWORD, sessionCookieOf, signInRequest, signUp } from '../../../test/helpers/accounts.ts';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';

const t = testAppForFile();

const getProfile = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/profile', headers: cookie ? { cookie } : {} });
const patchProfile = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { ...jsonHeaders, cookie }, payload });
const changePassword = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/account/password', headers: { ...jsonHeaders, cookie }, payload });

describe('the profile', () => {
  it('shows the signed-in user her own account and nobody else without a session', async () => {
    const asha = await signUp(t.app, { fullName: 'Asha Rao' });
    const reply = await getProfile(asha.cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json().profile).toMatchObject({
      email: asha.email,
      fullName: 'Asha Rao',
      phoneNumber: null,
      hasPassword: true,
    });
    expect(reply.json().profile.referralCode).toMatch(/\w{4,}/);
    expect((await getProfile()).statusCode).toBe(401);
  });

  it('saves a name and an Indian mobile number in one form, and removes the number when emptied', async () => {
    const { cookie } = await signUp(t.app);
    const saved = await patchProfile(cookie, { fullName: '  Ravi Kumar ', phoneNumber: '+91 98765-43210' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ fullName: 'Ravi Kumar', phoneNumber: '+919876543210' });
    expect((await getProfile(cookie)).json().profile.phoneNumber).toBe('+919876543210');
    // The name the rest of the app shows comes from the same row.
    expect((await authStatus(t.app, cookie)).json().user.name).toBe('Ravi Kumar');

    const removed = await patchProfile(cookie, { phoneNumber: '' });
    expect(removed.json().profile).toMatchObject({ fullName: 'Ravi Kumar', phoneNumber: null });
  });

  it('stores the exam and its date, the spend setting, and removes the date with the exam', async () => {
    const { cookie } = await signUp(t.app);
    expect((await getProfile(cookie)).json().profile).toMatchObject({
      targetExam: null,
      examDate: null,
      confirmSmallSpends: true,
    });
    const saved = await patchProfile(cookie, {
      targetExam: 'inicet',
      examDate: '2027-05-10',
      confirmSmallSpends: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getProfile(cookie)).json().profile).toMatchObject({
      targetExam: 'inicet',
      examDate: '2027-05-10',
      confirmSmallSpends: false,
    });
    const removed = await patchProfile(cookie, { targetExam: null });
    expect(removed.json().profile).toMatchObject({ targetExam: null, examDate: null });
  });

  it.each([
    [{ phoneNumber: '12345' }, profileMessages.phoneInvalid],
    [{ phoneNumber: '5876543210' }, profileMessages.phoneInvalid],
    [{ fullName: '   ' }, profileMessages.nameRequired],
    [{ fullName: 'x'.repeat(300) }, profileMessages.nameTooLong],
    [{}, profileMessages.nothingToChange],
    [{ targetExam: 'usmle' }, profileMessages.targetExamInvalid],
    [{ targetExam: 'neet_pg', examDate: '2027-02-30' }, profileMessages.examDateInvalid],
    [{ targetExam: 'neet_pg', examDate: '12/01/2027' }, profileMessages.examDateInvalid],
    [{ targetExam: 'neet_pg', examDate: '2000-01-12' }, profileMessages.examDatePast],
    [{ targetExam: 'neet_pg', examDate: '2099-01-12' }, profileMessages.examDateTooFar],
    [{ examDate: '2027-01-12' }, profileMessages.examDateNeedsExam],
  ])('refuses %j with a sentence a person can act on', async (payload, message) => {
    const { cookie } = await signUp(t.app);
    const reply = await patchProfile(cookie, payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message });
  });
});

describe('changing the password', () => {
  it('needs the current password, keeps this session and signs out every other one', async () => {
    const here = await signUp(t.app);
    const elsewhere = sessionCookieOf(await signInRequest(t.app, { email: here.email, device: here.device }));
    expect((await authStatus(t.app, elsewhere)).json().authenticated).toBe(true);

    const wrong = await changePassword(here.cookie, {
      currentPassword: 'not it at all',
      newPassword: 'A new one 123!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(profileMessages.currentPasswordWrong);

    const same = await changePassword(here.cookie, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.json().message).toBe(profileMessages.samePassword);

    const done = await changePassword(here.cookie, { currentPassword: PASSWORD, newPassword: 'A new one 123!' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ endedSessions: 1, message: profileMessages.passwordChanged(1) });
    expect((await authStatus(t.app, here.cookie)).json().authenticated).toBe(true);
    expect((await authStatus(t.app, elsewhere)).json().authenticated).toBe(false);

    expect((await signInRequest(t.app, { email: here.email, device: here.device })).statusCode).toBe(401);
    const withNew = await signInRequest(t.app, { email: here.email, device: here.device, password: 'A new one 123!' });
    expect(withNew.statusCode).toBe(200);
  });

  it('refuses a short new password and an empty current one before checking anything', async () => {
    const { cookie } = await signUp(t.app);
    const short = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    const empty = await changePassword(cookie, { currentPassword: '', newPassword: 'Long enough 123' });
    expect(empty.json().message).toBe(profileMessages.currentPasswordRequired);
  });
});
