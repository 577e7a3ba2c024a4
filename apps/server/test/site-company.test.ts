/** The company details the legal pages name come from configuration: the public endpoint and every page carry them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_COMPANY_ID } from '@medsutra/contract/site/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const configured = {
  COMPANY_NAME: 'Sutra Learning Private Limited',
  COMPANY_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka, India',
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
        companyName: configured.COMPANY_NAME,
        companyAddress: configured.COMPANY_ADDRESS,
        grievanceEmail: configured.GRIEVANCE_EMAIL,
      },
    });
  });

  it('are carried in every page, so the privacy page names them without a wait', async () => {
    const page = await t.app.inject({ url: '/privacy-policy' });
    const block = new RegExp(`<script type="application/json" id="${PAGE_COMPANY_ID}">(.*?)</script>`).exec(page.body);
    expect(block?.[1]).toBeDefined();
    expect(JSON.parse(block![1]!)).toMatchObject({ grievanceEmail: configured.GRIEVANCE_EMAIL });
  });

  it('have placeholder defaults, and a grievance address must be an email', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    expect(defaults.GRIEVANCE_EMAIL).toBe('grievance@medsutra.in');
    expect(defaults.COMPANY_ADDRESS).toMatch(/to be published/);
    expect(() => loadConfig({ NODE_ENV: 'test', GRIEVANCE_EMAIL: 'not an email' })).toThrow(
      /GRIEVANCE_EMAIL: must be an email address/,
    );
  });
});
