import { deviceMessages } from '@medsutra/contract/account-messages';
import { Laptop, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DeviceSummary } from '../api/types';

const d = deviceMessages;

export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Devices with their name and last use, each with a Remove button. */
export function DeviceList({
  devices,
  onRemove,
  removingId,
}: {
  devices: DeviceSummary[];
  onRemove: (device: DeviceSummary) => void;
  removingId: string | null;
}) {
  if (devices.length === 0) return <p className="text-muted">{d.none}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {devices.map((device) => {
        const Icon = /android|iphone|mobile/i.test(`${device.deviceName} ${device.userAgent ?? ''}`)
          ? Smartphone
          : Laptop;
        return (
          <li key={device.id} className="flex items-center gap-3 rounded-lg border border-border p-3">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-muted" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">
                {device.deviceName}
                {device.current ? (
                  <span className="ml-2 text-sm font-normal text-primary">({d.thisDevice})</span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                {d.lastUsed}: {formatWhen(device.lastUsed)}
              </p>
            </div>
            <Button
              variant="danger"
              size="sm"
              disabled={removingId !== null}
              onClick={() => onRemove(device)}
              aria-label={`${d.remove} ${device.deviceName}`}
            >
              {d.remove}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
