import { deviceMessages } from '@medsutra/contract/auth/account-messages';
import type { DeviceSummary } from '@medsutra/contract/auth/api';
import { deviceDisplayName } from '@medsutra/contract/devices/name';
import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatWhen } from '@/lib/format-time';

const d = deviceMessages;

/** A device's or session's name (with "this device" where it is this one) and when it was last used. */
export function SignInSummary({ name, current, lastUsed }: { name: string; current: string | null; lastUsed: string }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium text-ink">
        {name}
        {current ? <span className="ml-2 text-sm font-normal text-primary">({current})</span> : null}
      </p>
      <p className="text-sm text-muted">
        {d.lastUsed}: {formatWhen(lastUsed)}
      </p>
    </div>
  );
}

/** "Chrome on Android" from the device's browser, else the name it gave when it signed in. */
function deviceLabel(device: DeviceSummary): string {
  return deviceDisplayName(device.userAgent) ?? device.deviceName;
}

/** Devices with their name and last use, each with a Remove button that asks once before removing. */
export function DeviceList({
  devices,
  onRemove,
  removingId,
}: {
  devices: DeviceSummary[];
  onRemove: (device: DeviceSummary) => void;
  removingId: string | null;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  if (devices.length === 0) return <p className="text-muted">{d.none}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {devices.map((device) => {
        const name = deviceLabel(device);
        const Icon = /android|iphone|mobile/i.test(`${device.deviceName} ${device.userAgent ?? ''}`)
          ? Smartphone
          : Laptop;
        const asking = confirming === device.id;
        return (
          <li key={device.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-muted" />
            <SignInSummary name={name} current={device.current ? d.thisDevice : null} lastUsed={device.lastUsed} />
            {asking ? (
              <fieldset className="flex w-full min-w-0 flex-col gap-2" aria-label={d.confirmRemove(name)}>
                <p className="text-sm text-ink">{d.confirmRemove(name)}</p>
                <div className="flex gap-2">
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={removingId !== null}
                    onClick={() => {
                      setConfirming(null);
                      onRemove(device);
                    }}
                  >
                    {d.confirmRemoveYes}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                    {d.cancel}
                  </Button>
                </div>
              </fieldset>
            ) : (
              <Button
                variant="danger"
                size="sm"
                disabled={removingId !== null}
                onClick={() => setConfirming(device.id)}
                aria-label={`${d.remove} ${name}`}
              >
                {d.remove}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
