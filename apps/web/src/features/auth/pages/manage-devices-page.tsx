/** /manage-devices: the signed-in user's devices and active sessions; removing this device signs out. */

import { deviceMessages } from '@medsutra/contract/account-messages';
import { authOutcomeMessages } from '@medsutra/contract/auth-messages';
import { paths } from '@medsutra/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useDevices, useRemoveDevice } from '../api/devices';
import { useEndSession, useSessions } from '../api/sessions';
import type { DeviceSummary } from '../api/types';
import { DeviceList, formatWhen } from '../components/device-list';
import { clearLocalAuth } from '../lib/sign-out';

const d = deviceMessages;

export default function ManageDevicesPage() {
  const devices = useDevices();
  const sessions = useSessions();
  const removeDevice = useRemoveDevice();
  const endSession = useEndSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const remove = (device: DeviceSummary) => {
    setError(null);
    removeDevice.mutate(device.id, {
      onSuccess: () => {
        if (device.current) {
          clearLocalAuth(queryClient);
          navigate(paths.login, { replace: true });
        }
      },
      onError: (caught) => setError(apiErrorMessage(caught) ?? authOutcomeMessages.authFailed),
    });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title={d.manageTitle} description={d.manageIntro} />
      {error ? (
        <p role="alert" className="mb-4 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-6">
        <Card className="flex flex-col gap-3">
          <CardTitle>{d.removeTitle}</CardTitle>
          {devices.data ? (
            <DeviceList
              devices={devices.data.devices}
              onRemove={remove}
              removingId={removeDevice.isPending ? (removeDevice.variables ?? null) : null}
            />
          ) : (
            <Spinner label={d.removeTitle} />
          )}
        </Card>
        <Card className="flex flex-col gap-3">
          <CardTitle>{d.sessionsTitle}</CardTitle>
          {sessions.data ? (
            <ul className="flex flex-col gap-2">
              {sessions.data.sessions.map((session) => (
                <li key={session.id} className="flex items-center gap-3 rounded-lg border border-border p-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">
                      {session.deviceName ?? session.userAgent ?? '—'}
                      {session.current ? (
                        <span className="ml-2 text-sm font-normal text-primary">({d.thisSession})</span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted">
                      {d.lastUsed}: {formatWhen(session.lastSeenAt)}
                    </p>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={endSession.isPending}
                      onClick={() => endSession.mutate(session.id)}
                    >
                      {d.endSession}
                    </Button>
                  )}
                </li>
              ))}
              {sessions.data.sessions.every((session) => session.current) ? (
                <li className="text-muted">{d.noSessions}</li>
              ) : null}
            </ul>
          ) : (
            <Spinner label={d.sessionsTitle} />
          )}
        </Card>
      </div>
    </div>
  );
}
