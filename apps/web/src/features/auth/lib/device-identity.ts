/**
 * The device fingerprint (docs/product-rules.md, Signing in on the web). The id is `DEVICE_` plus a hash of the user
 * agent (with the Client Hints brands where the browser sends them), language, screen size, colour depth, time-zone offset, platform, cookie setting and a
 * canvas image, and is reused for 30 days. Where the signals are not trustworthy it takes
 * another form:
 * - `DEVICE_<hash>_<random>` (method `fallback`): the canvas cannot be read, so the hash alone
 *   could match another phone of the same model; the random suffix keeps them apart.
 * - `STABLE_<hash>`: the browser randomises the canvas (privacy modes), so the hash leaves it out.
 * - `EMERGENCY_<time>_<random>` (method `fallback`): nothing could be read at all.
 * The id is kept under every key of `deviceStorageKeys`, with a stable flag, so clearing one
 * key does not make a new device (which would use up the account's second slot).
 */
import { DEVICE_ID_CACHE_DAYS, deviceStorageKeys, type FingerprintPrefix } from '@medsutra/contract/auth/rules';
import { type KeyValueStore, localStore } from './key-value-store';

export interface DeviceSignals {
  userAgent: string;
  /**
   * The browser's brands from User-Agent Client Hints (Chromium browsers only), names sorted, the
   * "Not a brand" grease left out; '' where the browser has none. Chrome, Edge, Opera and Brave on
   * one Android phone can send the same reduced user agent; their brands tell them apart.
   */
  brands: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  timezoneOffset: number;
  platform: string;
  cookieEnabled: boolean;
  /** The canvas image as a data URL, or null when it cannot be read. */
  canvas: string | null;
  /** False when two renderings of the same drawing differ (a randomised canvas). */
  canvasStable: boolean;
}

export interface DeviceIdentity {
  id: string;
  /** When the id was made (ms since 1970). */
  timestamp: number;
  method: 'fingerprint' | 'fallback';
  /** How sure we are that the id names this device alone, 0..1. */
  confidence: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A 53-bit string hash (cyrb53), twice with different seeds: 106 bits as 28 hex digits. */
export function hashText(text: string): string {
  const cyrb53 = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
  };
  return cyrb53(1) + cyrb53(2);
}

function randomSuffix(random: () => number): string {
  return Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
}

/** Makes the identity from the signals (pure: the clock and the randomness come in). */
export function identityFromSignals(signals: DeviceSignals, now: number, random: () => number): DeviceIdentity {
  const base = [
    signals.brands ? `${signals.userAgent}|${signals.brands}` : signals.userAgent,
    signals.language,
    `${signals.screenWidth}x${signals.screenHeight}`,
    signals.colorDepth,
    signals.timezoneOffset,
    signals.platform,
    signals.cookieEnabled ? 'cookies' : 'no-cookies',
  ].join('|');
  const make = (prefix: FingerprintPrefix, body: string, method: DeviceIdentity['method'], confidence: number) => ({
    id: `${prefix}${body}`,
    timestamp: now,
    method,
    confidence,
  });
  if (signals.canvas === null) return make('DEVICE_', `${hashText(base)}_${randomSuffix(random)}`, 'fallback', 0.5);
  if (!signals.canvasStable) return make('STABLE_', hashText(base), 'fingerprint', 0.7);
  return make('DEVICE_', hashText(`${base}|${signals.canvas}`), 'fingerprint', 0.9);
}

function emergencyIdentity(now: number, random: () => number): DeviceIdentity {
  return { id: `EMERGENCY_${now}_${randomSuffix(random)}`, timestamp: now, method: 'fallback', confidence: 0.1 };
}

function readCachedIdentity(store: KeyValueStore, now: number): DeviceIdentity | null {
  try {
    const cached = JSON.parse(store.get(deviceStorageKeys.identity) ?? 'null') as DeviceIdentity | null;
    if (cached && typeof cached.id === 'string' && now - cached.timestamp < DEVICE_ID_CACHE_DAYS * DAY_MS) {
      return cached;
    }
  } catch {
    // A damaged entry is made again.
  }
  return null;
}

function persistIdentity(store: KeyValueStore, identity: DeviceIdentity) {
  store.set(deviceStorageKeys.identity, JSON.stringify(identity));
  store.set(deviceStorageKeys.fingerprint, identity.id);
  store.set(deviceStorageKeys.permanent, identity.id);
  store.set(deviceStorageKeys.camel, identity.id);
  store.set(deviceStorageKeys.uniqueId, identity.id);
  store.set(deviceStorageKeys.stable, identity.method === 'fingerprint' ? 'true' : 'false');
}

/**
 * The device identity: the cached one while it is younger than 30 days; else a new one, except
 * that a random (fallback) id already issued to this browser is kept, so it stays one device.
 */
export function resolveDeviceIdentity(
  store: KeyValueStore,
  collect: () => DeviceSignals,
  now: number,
  random: () => number = Math.random,
): DeviceIdentity {
  const cached = readCachedIdentity(store, now);
  if (cached) return cached;
  let identity: DeviceIdentity;
  try {
    identity = identityFromSignals(collect(), now, random);
  } catch {
    identity = emergencyIdentity(now, random);
  }
  const permanent = store.get(deviceStorageKeys.permanent);
  if (identity.method === 'fallback' && permanent && store.get(deviceStorageKeys.stable) === 'false') {
    identity = { ...identity, id: permanent };
  }
  persistIdentity(store, identity);
  return identity;
}

function canvasImage(): string | null {
  const draw = () => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 60;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.textBaseline = 'top';
    context.font = '16px Arial, sans-serif';
    context.fillStyle = '#0f766e';
    context.fillRect(2, 2, 120, 30);
    context.fillStyle = '#b45309';
    context.fillText('MedSutra ✓ 2 devices', 6, 10);
    context.strokeStyle = 'rgba(15, 23, 42, 0.6)';
    context.arc(200, 30, 20, 0, Math.PI * 1.5);
    context.stroke();
    return canvas.toDataURL();
  };
  try {
    return draw();
  } catch {
    return null;
  }
}

/** The brand names a Chromium browser declares, without the grease entry that changes by version. */
export function brandNames(brands: readonly { brand: string }[] | undefined): string {
  return (brands ?? [])
    .map((entry) => entry.brand)
    .filter((brand) => !/not.?a.?brand/i.test(brand))
    .sort()
    .join(',');
}

/** Reads the signals from this browser. */
function collectDeviceSignals(): DeviceSignals {
  const first = canvasImage();
  const second = first === null ? null : canvasImage();
  return {
    userAgent: navigator.userAgent,
    brands: brandNames((navigator as { userAgentData?: { brands?: { brand: string }[] } }).userAgentData?.brands),
    language: navigator.language,
    screenWidth: screen.width,
    screenHeight: screen.height,
    colorDepth: screen.colorDepth,
    timezoneOffset: new Date().getTimezoneOffset(),
    platform: navigator.platform ?? '',
    cookieEnabled: navigator.cookieEnabled,
    canvas: first,
    canvasStable: first !== null && first === second,
  };
}

let memo: DeviceIdentity | null = null;

/** This browser's device identity (computed once per page load). */
export function getDeviceIdentity(): DeviceIdentity {
  memo ??= resolveDeviceIdentity(localStore, collectDeviceSignals, Date.now());
  return memo;
}
