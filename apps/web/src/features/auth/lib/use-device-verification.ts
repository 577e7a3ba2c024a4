/**
 * Device verification on page load (decision 027): the fingerprint and security flags are
 * computed and sent to verify-device; the state is verifying, then verified, failed, or limit
 * reached.
 */
import { verificationMessages } from '@medsutra/contract/auth/messages';
import { useEffect, useState } from 'react';
import { verifyDevice } from '../api/verify-device';
import { verificationOutcome } from './auth-sentences';
import { getDeviceIdentity } from './device-identity';
import { collectSecurityFlags, pageDeviceInfo } from './security-flags';

export type DeviceVerification =
  | { state: 'verifying'; fingerprint: string | null }
  | { state: 'verified'; fingerprint: string }
  | { state: 'limitReached'; fingerprint: string; message: string }
  | { state: 'failed'; fingerprint: string | null; message: string };

export function useDeviceVerification(): DeviceVerification {
  const [verification, setVerification] = useState<DeviceVerification>({ state: 'verifying', fingerprint: null });

  useEffect(() => {
    let cancelled = false;
    const set = (next: DeviceVerification) => {
      if (!cancelled) setVerification(next);
    };
    (async () => {
      let fingerprint: string;
      try {
        fingerprint = getDeviceIdentity().id;
      } catch {
        set({ state: 'failed', fingerprint: null, message: verificationMessages.fingerprintFailed });
        return;
      }
      set({ state: 'verifying', fingerprint });
      try {
        const securityFlags = await collectSecurityFlags();
        await verifyDevice({ deviceFingerprint: fingerprint, securityFlags, deviceInfo: pageDeviceInfo() });
        set({ state: 'verified', fingerprint });
      } catch (error) {
        const outcome = verificationOutcome(error);
        set(outcome.state === 'verified' ? { state: 'verified', fingerprint } : { ...outcome, fingerprint });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  return verification;
}
