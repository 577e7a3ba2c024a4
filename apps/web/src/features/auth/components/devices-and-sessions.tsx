/**
 * The signed-in user's devices and active sessions, each removable: shown on /manage-devices and
 * inline on the Profile page. Removing this device signs out here.
 */
import { deviceMessages } from '@medsutra/contract/auth/account-messages';
import type { DeviceSummary } from '@medsutra/contract/auth/api';
import { authOutcomeMessages } from '@medsutra/contract/auth/messages';
import { paths } from '@medsutra/contract/routes';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { failureSentence } from '@/lib/api-failure';
import { useDevices, useRemoveDevice } from '../api/devices';
import { useEndSession, useSessions } from '../api/sessions';
import { clearLocalAuth } from '../lib/sign-out';
import { DeviceList, SignInSummary } from './device-list';
import { FormNotice } from './form-notice';

const d = deviceMessages;

/** A list once loaded; until then a spinner named for the card, or why it failed. */
function Listing<Data>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<Data>;
  label: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {failureSentence(query.error, authOutcomeMessages.authFailed)}
      </p>
    );
  }
  return <Spinner label={label} />;
}

export function DevicesAndSessions() {
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
      onError: (caught) => setError(failureSentence(caught, authOutcomeMessages.authFailed)),
    });
  };

  const end = (sessionId: string) => {
    setError(null);
    endSession.mutate(sessionId, {
      onError: (caught) => setError(failureSentence(caught, authOutcomeMessages.authFailed)),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      {error ? <FormNotice tone="danger">{error}</FormNotice> : null}
      <Card className="flex flex-col gap-3">
        <CardTitle>{d.removeTitle}</CardTitle>
        <Listing query={devices} label={d.removeTitle}>
          {(data) => (
            <DeviceList
              devices={data.devices}
              onRemove={remove}
              removingId={removeDevice.isPending ? (removeDevice.variables ?? null) : null}
            />
          )}
        </Listing>
      </Card>
      <Card className="flex flex-col gap-3">
        <CardTitle>{d.sessionsTitle}</CardTitle>
        <Listing query={sessions} label={d.sessionsTitle}>
          {(data) => (
            <ul className="flex flex-col gap-2">
              {data.sessions.map((session) => (
                <li key={session.id} className="flex items-center gap-3 rounded-lg border border-border p-3">
                  <SignInSummary
                    name={session.deviceName ?? session.userAgent ?? '—'}
                    current={session.current ? d.thisSession : null}
                    lastUsed={session.lastSeenAt}
                  />
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={endSession.isPending}
                      onClick={() => end(session.id)}
                    >
                      {d.endSession}
                    </Button>
                  )}
                </li>
              ))}
              {data.sessions.every((session) => session.current) ? (
                <li className="text-muted">{d.noSessions}</li>
              ) : null}
            </ul>
          )}
        </Listing>
      </Card>
    </div>
  );
}
