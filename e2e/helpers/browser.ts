/** Debian's Chromium driven by playwright-core; test tools may not download their own browser. */
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { chromiumPath } from './paths.ts';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Chromium's flags here: no sandbox as root, and no calls home on a machine with no internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...CHROMIUM_ARGS] });
}

/** A context that plays one device: its own viewport, user agent and time zone. */
export function newDevice(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    ...options,
  });
}
