import { deviceStorageKeys, isDeviceFingerprint } from '@medsutra/contract/auth/rules';
import { describe, expect, it } from 'vitest';
import {
  brandNames,
  type DeviceSignals,
  hashText,
  identityFromSignals,
  resolveDeviceIdentity,
} from './device-identity';
import { memoryStore } from './key-value-store';

const signals: DeviceSignals = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  brands: '',
  language: 'en-IN',
  screenWidth: 412,
  screenHeight: 915,
  colorDepth: 24,
  timezoneOffset: -330,
  platform: 'Linux armv8l',
  cookieEnabled: true,
  canvas: 'data:image/png;base64,AAAA',
  canvasStable: true,
};
const DAY = 24 * 60 * 60 * 1000;
const fixedRandom = () => 0.5;

describe('the device fingerprint', () => {
  it('is DEVICE_ plus a hash of every signal, the same for the same device', () => {
    const a = identityFromSignals(signals, 0, fixedRandom);
    const b = identityFromSignals({ ...signals }, 5, Math.random);
    expect(a.id).toMatch(/^DEVICE_[0-9a-f]{28}$/);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ method: 'fingerprint', timestamp: 0 });
    expect(isDeviceFingerprint(a.id)).toBe(true);
  });

  it.each([
    ['user agent', { userAgent: 'other' }],
    ['browser brand', { brands: 'Chromium,Microsoft Edge' }],
    ['language', { language: 'hi-IN' }],
    ['screen size', { screenWidth: 360 }],
    ['colour depth', { colorDepth: 30 }],
    ['time-zone offset', { timezoneOffset: 0 }],
    ['platform', { platform: 'iPhone' }],
    ['cookie setting', { cookieEnabled: false }],
    ['canvas image', { canvas: 'data:image/png;base64,BBBB' }],
  ])('changes with the %s', (_name, change) => {
    expect(identityFromSignals({ ...signals, ...change }, 0, fixedRandom).id).not.toBe(
      identityFromSignals(signals, 0, fixedRandom).id,
    );
  });

  it('adds a random suffix in its fallback form when the canvas cannot be read', () => {
    const a = identityFromSignals({ ...signals, canvas: null, canvasStable: false }, 0, () => 0.1);
    const b = identityFromSignals({ ...signals, canvas: null, canvasStable: false }, 0, () => 0.9);
    expect(a.id).toMatch(/^DEVICE_[0-9a-f]{28}_[0-9a-z]{8}$/);
    expect(a.method).toBe('fallback');
    expect(a.id).not.toBe(b.id);
  });

  it('is STABLE_ without the canvas when the browser randomises it', () => {
    const identity = identityFromSignals({ ...signals, canvasStable: false }, 0, fixedRandom);
    expect(identity.id).toMatch(/^STABLE_[0-9a-f]{28}$/);
    expect(identity.id.slice(7)).toBe(hashText(identityBase()));
  });

  it('tells two Chromium browsers on one phone apart by their brands, whatever their version grease', () => {
    // Chrome and Edge on one Android phone: the same reduced user agent, canvas and screen.
    const chrome = brandNames([{ brand: 'Chromium' }, { brand: 'Google Chrome' }, { brand: 'Not_A Brand' }]);
    const edge = brandNames([{ brand: 'Not A(Brand' }, { brand: 'Microsoft Edge' }, { brand: 'Chromium' }]);
    const chromeNextVersion = brandNames([{ brand: 'Google Chrome' }, { brand: 'Not)A;Brand' }, { brand: 'Chromium' }]);
    expect(chrome).toBe('Chromium,Google Chrome');
    expect(chromeNextVersion).toBe(chrome);
    const idOf = (brands: string) => identityFromSignals({ ...signals, brands }, 0, fixedRandom).id;
    expect(idOf(chrome)).not.toBe(idOf(edge));
    expect(idOf(chromeNextVersion)).toBe(idOf(chrome));
    // A browser without Client Hints (Firefox, Safari) keeps the id it had before brands were read.
    expect(brandNames(undefined)).toBe('');
    expect(idOf('')).toBe(identityFromSignals(signals, 0, fixedRandom).id);
  });

  it('is EMERGENCY_ when nothing can be read', () => {
    const store = memoryStore();
    const identity = resolveDeviceIdentity(
      store,
      () => {
        throw new Error('no screen');
      },
      1_700_000_000_000,
      fixedRandom,
    );
    expect(identity.id).toMatch(/^EMERGENCY_1700000000000_[0-9a-z]{8}$/);
    expect(isDeviceFingerprint(identity.id)).toBe(true);
  });
});

function identityBase() {
  return [
    signals.userAgent,
    signals.language,
    `${signals.screenWidth}x${signals.screenHeight}`,
    signals.colorDepth,
    signals.timezoneOffset,
    signals.platform,
    'cookies',
  ].join('|');
}

describe('keeping the device id', () => {
  it('stores it under every device key, with the stable flag', () => {
    const store = memoryStore();
    const identity = resolveDeviceIdentity(store, () => signals, 1000, fixedRandom);
    const saved = store.dump();
    for (const key of [
      deviceStorageKeys.fingerprint,
      deviceStorageKeys.permanent,
      deviceStorageKeys.camel,
      deviceStorageKeys.uniqueId,
    ]) {
      expect(saved[key]).toBe(identity.id);
    }
    expect(saved[deviceStorageKeys.stable]).toBe('true');
    expect(JSON.parse(saved[deviceStorageKeys.identity]!)).toEqual(identity);
  });

  it('reuses it for 30 days without computing again, then computes it again', () => {
    const store = memoryStore();
    const first = resolveDeviceIdentity(store, () => signals, 0, fixedRandom);
    let computed = 0;
    const collect = () => {
      computed++;
      return { ...signals, userAgent: 'updated browser' };
    };
    expect(resolveDeviceIdentity(store, collect, 29 * DAY, fixedRandom)).toEqual(first);
    expect(computed).toBe(0);
    const later = resolveDeviceIdentity(store, collect, 31 * DAY, fixedRandom);
    expect(computed).toBe(1);
    expect(later.id).not.toBe(first.id);
    expect(later.timestamp).toBe(31 * DAY);
  });

  it('keeps a random fallback id when it must compute again, so the browser stays one device', () => {
    const store = memoryStore();
    const noCanvas = () => ({ ...signals, canvas: null, canvasStable: false });
    const first = resolveDeviceIdentity(store, noCanvas, 0, () => 0.1);
    const again = resolveDeviceIdentity(store, noCanvas, 31 * DAY, () => 0.9);
    expect(again.id).toBe(first.id);
  });
});
