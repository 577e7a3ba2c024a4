/** The six security flags (docs/product-rules.md, Signing in on the web), read from this browser by the contract's rules. */
import {
  browserEngineFor,
  deviceFamilyFor,
  deviceNameFor,
  incognitoFromQuota,
  osFamilyFor,
  type SecurityFlags,
  suspiciousActivityFrom,
  virtualMachineFrom,
} from '@medsutra/contract/auth/rules';
import { localTimeZone } from '@/lib/time-zone';

interface NavigatorExtras {
  deviceMemory?: number;
  webdriver?: boolean;
}

function screenResolution(): string {
  return `${screen.width}x${screen.height}`;
}

async function incognitoState(): Promise<SecurityFlags['isIncognito']> {
  try {
    window.localStorage.setItem('medsutra:probe', '1');
    window.localStorage.removeItem('medsutra:probe');
  } catch {
    // Storage refused outright: a private window in older Safari.
    return 'incognito_detected';
  }
  try {
    const estimate = await navigator.storage?.estimate?.();
    return incognitoFromQuota(estimate?.quota);
  } catch {
    return 'detection_failed';
  }
}

export async function collectSecurityFlags(): Promise<SecurityFlags> {
  const nav = navigator as Navigator & NavigatorExtras;
  const userAgent = nav.userAgent;
  let isVirtualMachine: SecurityFlags['isVirtualMachine'];
  try {
    isVirtualMachine = virtualMachineFrom({
      hardwareConcurrency: nav.hardwareConcurrency,
      deviceMemory: nav.deviceMemory,
      screenResolution: screenResolution(),
    });
  } catch {
    isVirtualMachine = 'detection_failed';
  }
  return {
    deviceFamily: deviceFamilyFor(screen.width, nav.maxTouchPoints ?? 0),
    osFamily: osFamilyFor(userAgent),
    browserEngine: browserEngineFor(userAgent),
    isIncognito: await incognitoState(),
    isVirtualMachine,
    suspiciousActivity: suspiciousActivityFrom({
      webdriver: nav.webdriver === true,
      pluginCount: nav.plugins?.length ?? 0,
      languageCount: nav.languages?.length ?? 0,
    }),
  };
}

/** deviceInfo for verify-device and sign-in (the login page may name the device by its platform). */
export function pageDeviceInfo() {
  const family = deviceFamilyFor(screen.width, navigator.maxTouchPoints ?? 0);
  return {
    deviceName: deviceNameFor(navigator.userAgent, family),
    userAgent: navigator.userAgent,
    screenResolution: screenResolution(),
    timezone: localTimeZone(),
    language: navigator.language,
    platform: navigator.platform || undefined,
    lastUsed: new Date().toISOString(),
  };
}

/** deviceInfo on the Google return page: iPhone, Android, Desktop or Mobile Device. */
export function returnPageDeviceInfo() {
  const family = deviceFamilyFor(screen.width, navigator.maxTouchPoints ?? 0);
  return {
    deviceName: deviceNameFor(navigator.userAgent, family),
    userAgent: navigator.userAgent,
    ipAddress: 'auto-detected',
    lastUsed: new Date().toISOString(),
  };
}
