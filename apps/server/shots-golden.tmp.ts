import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { makePdf } from './test/helpers/notes.ts';

const url = process.env.URL!;
const phase = process.argv[2];
const state = '/tmp/tmp-golden/shots/state.json';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });

async function signup(email: string, fullName: string) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  const r = await context.request.post(`${url}/api/auth/signup`, {
    headers: { origin: url },
    data: { email, password: 'Exam ready 2026!', confirmPassword: 'Exam ready 2026!', fullName, deviceFingerprint: `DEVICE_e2e_${Buffer.from(email).toString("hex").slice(0, 12)}` },
  });
  console.log("signup", email, r.status(), (await r.text()).slice(0, 200));
  await context.storageState({ path: `/tmp/tmp-golden/shots/${fullName.split(' ')[0]}.json` });
  await context.close();
}

if (phase === 'signup') {
  await signup('meera.admin@example.com', 'Meera Admin');
  await signup('ravi.buyer@example.com', 'Ravi Kumar');
} else {
  const admin = await browser.newContext({ storageState: '/tmp/tmp-golden/shots/Meera.json', serviceWorkers: 'block' });
  const buyer = await browser.newContext({ storageState: '/tmp/tmp-golden/shots/Ravi.json', serviceWorkers: 'block' });
  if (!fs.existsSync(state)) {
    for (const [title, price, included] of [
      ['Golden anatomy: brachial plexus tables and nerve injury pearls for viva', 199, false],
      ['NEET PG rapid revision: pharmacology', 349, true],
    ] as const) {
      const up = await admin.request.post(`${url}/api/pdfs`, {
        headers: { origin: url },
        multipart: { file: { name: `${price}.pdf`, mimeType: 'application/pdf', buffer: await makePdf(3, title.slice(0, 30)) } },
      });
      const pdf = (await up.json()).pdf;
      const item = await admin.request.post(`${url}/api/admin/golden-store/items`, {
        headers: { origin: url },
        data: { pdfId: pdf.id, title, description: 'High-yield tables in MedSutra’s own words, with references.', priceInr: price, includedInPremiumPlus: included },
      });
      console.log('item', item.status(), (await item.text()).slice(0, 200));
    }
    const items = (await (await buyer.request.get(`${url}/api/golden-store/items`)).json()).items;
    const order = await buyer.request.post(`${url}/api/payments/orders`, { headers: { origin: url }, data: { item: { kind: 'goldenPdf', itemId: items[1].id } } });
    const o = (await order.json()).order;
    const done = await buyer.request.post(`${url}/api/payments/test-mode/orders/${o.id}/complete`, { headers: { origin: url }, data: { outcome: 'success' } });
    console.log('order', order.status(), done.status());
    fs.writeFileSync(state, JSON.stringify({ items }));
  }
  const { items } = JSON.parse(fs.readFileSync(state, 'utf8'));
  for (const [name, viewport] of [['phone', { width: 360, height: 740 }], ['desktop', { width: 1280, height: 800 }]] as const) {
    for (const [who, ctx, path] of [
      ['buyer', buyer, '/golden-med-store'],
      ['buyer', buyer, `/checkout?golden=${items[0].id}`],
      ['admin', admin, '/golden-med-store'],
      ['admin', admin, '/admin/customer-pdfs'],
      ['admin', admin, '/admin/sheets-sync'],
      ['buyer', buyer, '/admin/sheets-sync'],
    ] as const) {
      const page = await ctx.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
      if (path === '/admin/customer-pdfs') {
        await page.getByLabel('Customer’s email').fill('ravi.buyer@example.com');
        await page.getByRole('button', { name: 'Find' }).click();
        await page.waitForTimeout(1500);
      }
      const file = `/tmp/tmp-golden/shots/${name}-${who}-${path.split('?')[0]!.replaceAll('/', '_')}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
