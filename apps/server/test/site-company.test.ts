/** The company details the legal pages name come from configuration: the public endpoint and every page carry them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_COMPANY_ID } from '@medsutra/contract/site/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { companyInfoFrom } from '../src/modules/site/routes.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const configured = {
  OPERATOR_NAME: 'Sutra Learning Private Limited',
  OPERATOR_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka, India',
  GRIEVANCE_EMAIL: 'privacy@sutra.example',
};

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
  t = await buildTestApp({ env: { ...configured, WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the company details on the legal pages', () => {
  it('are public at GET /api/site/company, as configured', async () => {
    const reply = await t.app.inject({ url: '/api/site/company' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      company: {
        companyName: configured.OPERATOR_NAME,
        companyAddress: configured.OPERATOR_ADDRESS,
        grievanceEmail: configured.GRIEVANCE_EMAIL,
        // No model configured here: the pricing page sells the library versions.
        aiModelConfigured: false,
      },
    });
  });

  it('are carried in every page, so the privacy page names them without a wait', async () => {
    const page = await t.app.inject({ url: '/privacy-policy' });
    const block = new RegExp(`<script type="application/json" id="${PAGE_COMPANY_ID}">(.*?)</script>`).exec(page.body);
    expect(block?.[1]).toBeDefined();
    expect(JSON.parse(block![1]!)).toMatchObject({ grievanceEmail: configured.GRIEVANCE_EMAIL });
  });

  it('say they are not set on an install that has not set them, and a grievance address must be an email', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    expect(defaults.GRIEVANCE_EMAIL).toBe('grievance@medsutra.in');
    expect(companyInfoFrom(defaults, false)).toMatchObject({
      companyName: expect.stringContaining('OPERATOR_NAME is not set'),
      companyAddress: expect.stringContaining('OPERATOR_ADDRESS is not set'),
    });
    expect(() => loadConfig({ NODE_ENV: 'test', GRIEVANCE_EMAIL: 'not an email' })).toThrow(
      /GRIEVANCE_EMAIL: must be an email address/,
    );
  });

  it('are required to start in production, except on a trial at a loopback address', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://medsutra.example' } as const;
    expect(() => loadConfig(production)).toThrow(
      /OPERATOR_NAME, OPERATOR_ADDRESS: the privacy, terms and contact pages/,
    );
    expect(() => loadConfig({ ...production, OPERATOR_NAME: 'Sutra Learning Private Limited' })).toThrow(
      /OPERATOR_ADDRESS/,
    );
    expect(loadConfig({ ...production, ...configured }).OPERATOR_NAME).toBe(configured.OPERATOR_NAME);
    // `npm start` on one's own machine: a loopback PUBLIC_URL is a trial, and the pages say what is not set.
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' }).OPERATOR_NAME).toBeUndefined();
  });
});
