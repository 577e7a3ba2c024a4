/** /manage-devices: the signed-in user's devices and active sessions; removing this device signs out. */

import { deviceMessages } from '@medsutra/contract/auth/account-messages';
import { PageHeader } from '@/components/ui/page-header';
import { DevicesAndSessions } from '../components/devices-and-sessions';

export default function ManageDevicesPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <PageHeader title={deviceMessages.manageTitle} description={deviceMessages.manageIntro} />
      <DevicesAndSessions />
    </div>
  );
}
