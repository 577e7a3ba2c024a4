/**
 * /remove-device: a user refused by the device limit proves her password, sees her devices (name,
 * last used) and removes one; then she signs in on this device.
 */

import { deviceMessages, serverAuthMessages } from '@medsutra/contract/auth/account-messages';
import type { DeviceSummary } from '@medsutra/contract/auth/api';
import { loginMessages } from '@medsutra/contract/auth/messages';
import { type AuthField, firstAuthFormProblem, normalizeEmail } from '@medsutra/contract/auth/rules';
import { paths } from '@medsutra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { listDevicesWithPassword, removeDeviceWithPassword } from '../api/recover-devices';
import { AuthCard } from '../components/auth-card';
import { DeviceList } from '../components/device-list';
import { EmailField } from '../components/email-field';
import { FormNotice } from '../components/form-notice';
import { PasswordField } from '../components/password-field';
import { signInErrorMessage } from '../lib/auth-sentences';

const d = deviceMessages;

export default function RemoveDevicePage() {
  const { state } = useLocation();
  const [email, setEmail] = useState(typeof state?.email === 'string' ? state.email : '');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [problem, setProblem] = useState<{ field: AuthField | 'form'; message: string } | null>(null);
  const [devices, setDevices] = useState<DeviceSummary[] | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const refuse = (caught: unknown) => setProblem({ field: 'form', message: signInErrorMessage(caught) });
  const listing = useMutation({
    mutationFn: listDevicesWithPassword,
    onSuccess: (reply) => setDevices(reply.devices),
    onError: refuse,
  });
  const removing = useMutation({
    mutationFn: removeDeviceWithPassword,
    onSuccess: (reply) => {
      setDevices(reply.devices);
      setRemoved(serverAuthMessages.deviceRemoved);
    },
    onError: refuse,
  });
  /** What is waiting on the server: the list, or the device being removed. */
  const busy = listing.isPending ? 'list' : removing.isPending ? (removing.variables?.deviceId ?? null) : null;

  const credentials = () => ({ email: normalizeEmail(email), password });

  function showDevices(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const found = firstAuthFormProblem('signIn', { email, password });
    if (found) {
      setProblem(found);
      return;
    }
    listing.mutate(credentials());
  }

  function remove(device: DeviceSummary) {
    setProblem(null);
    removing.mutate({ ...credentials(), deviceId: device.id });
  }

  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setProblem(null);
    setDevices(null);
    setRemoved(null);
  };

  return (
    <AuthCard wide title={d.removeTitle}>
      <p className="text-muted">{d.removeIntro}</p>
      <form noValidate onSubmit={showDevices} className="flex flex-col gap-4">
        <EmailField
          value={email}
          onChange={edit(setEmail)}
          error={problem?.field === 'email' ? problem.message : undefined}
        />
        <PasswordField
          label={loginMessages.password}
          autoComplete="current-password"
          value={password}
          onChange={edit(setPassword)}
          error={problem?.field === 'password' ? problem.message : undefined}
          visible={visible}
          onToggleVisible={() => setVisible((shown) => !shown)}
        />
        <Button type="submit" disabled={busy !== null}>
          {d.showDevices}
        </Button>
      </form>
      {problem?.field === 'form' ? <FormNotice tone="danger">{problem.message}</FormNotice> : null}
      {devices ? <DeviceList devices={devices} onRemove={remove} removingId={busy} /> : null}
      {removed ? (
        <>
          <FormNotice tone="success">{removed}</FormNotice>
          <ButtonLink to={paths.login} state={{ email: normalizeEmail(email) }}>
            {d.signInNow}
          </ButtonLink>
        </>
      ) : null}
    </AuthCard>
  );
}
