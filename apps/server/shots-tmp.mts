import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { createPglite } from './src/db/pglite.ts';
import { DESKTOP, PHONE, launchBrowser, newDevice } from './e2e/helpers/browser.ts';
import { seedSignedInUser } from './e2e/helpers/seed-session.ts';
import { startServer } from './e2e/helpers/server.ts';

const out = process.env.TMPDIR + '/shots';
(await import('node:fs')).mkdirSync(out, { recursive: true });
let seller: any, admin: any, buyer: any;
const server = await startServer({}, async (dataDir) => {
  seller = await seedSignedInUser(dataDir, 'seller@example.com', 'Seller Sen');
  admin = await seedSignedInUser(dataDir, 'admin@example.com', 'Admin Meera');
  buyer = await seedSignedInUser(dataDir, 'buyer@example.com', 'Ravi Kumar');
  const c = await createPglite({ dataDir });
  await c.query(`update users set role='admin' where id=$1`, [admin.userId]);
  await c.query(`insert into wallets (user_id, coin_balance) values ($1, 1000)`, [buyer.userId]);
  await c.query(`insert into coin_ledger (user_id, amount, kind, reason, reference, idempotency_key) values ($1, 1000, 'admin', 'x', 'x', 'shots')`, [buyer.userId]);
  await c.close();
});
const cookie = (s: any) => `${s.cookie.name}=${s.cookie.value}`;
async function pdf(title: string, pages: number) {
  const d = await PDFDocument.create(); const f = await d.embedFont(StandardFonts.Helvetica); const b = await d.embedFont(StandardFonts.HelveticaBold);
  for (let i = 1; i <= pages; i++) { const p = d.addPage([595, 842]); p.drawText(title, { x: 50, y: 770, size: 28, font: b, color: rgb(0.1,0.2,0.5) });
    for (let l = 0; l < 20; l++) p.drawText(`${i}.${l + 1}  A high-yield point about ${title.toLowerCase()} number ${l + 1}`, { x: 50, y: 720 - l * 30, size: 14, font: f }); }
  return Buffer.from(await d.save());
}
async function upload(s: any, title: string, pages: number) {
  const form = new FormData(); form.append('file', new Blob([await pdf(title, pages)], { type: 'application/pdf' }), `${title}.pdf`);
  const r = await fetch(`${server.url}/api/pdfs`, { method: 'POST', body: form, headers: { cookie: cookie(s), origin: server.url } });
  return (await r.json()).pdf.id;
}
const post = async (s: any, path: string, body: unknown) => { const r = await fetch(server.url + path, { method: 'POST', headers: { cookie: cookie(s), origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify(body) }); const j = await r.json(); if (!r.ok) console.log(path, j); return j; };
const titles = ['Brachial plexus', 'Cranial nerves made simple with a rather long title that wraps', 'Antimicrobials'];
const ids: string[] = [];
for (const [i, t] of titles.entries()) {
  const pdfId = await upload(seller, t, 4);
  const l = await post(seller, '/api/stores/listings', { pdfId, title: t, description: 'Roots, trunks, divisions, cords and branches, with the injuries asked in NEET PG and the viva. Written from Gray and BD Chaurasia.', priceCoins: [120, 450, 60][i], previewPages: [1, 2] });
  ids.push(l.listing.id);
}
await post(admin, `/api/admin/stores/listings/${ids[0]}/approve`, {});
await post(admin, `/api/admin/stores/listings/${ids[1]}/approve`, {});
const bought = await post(buyer, `/api/stores/listings/${ids[0]}/purchase`, { purchaseId: crypto.randomUUID() });
await post(buyer, `/api/stores/listings/${ids[0]}/rating`, { stars: 4, review: 'Good' });
await post(buyer, `/api/stores/orders/${bought.order.id}/refund-request`, { reason: 'Page 3 is blurred' });
await post(buyer, `/api/stores/listings/${ids[1]}/reports`, { reason: 'copyright', detail: 'Copied from a textbook' });
const browser = await launchBrowser();
const pages: [string, any][] = [['sellnotes', seller], ['stores', seller], ['stores/upload', seller], ['stores/browse', buyer], ['stores/admin', admin]];
for (const [vpName, vp] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  for (const [path, who] of pages) {
    const ctx = await newDevice(browser, { serviceWorkers: 'block', viewport: vp });
    await ctx.addCookies([{ ...who.cookie, url: server.url }]);
    const page = await ctx.newPage();
    await page.goto(`${server.url}/${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${path.replace('/', '-')}-${vpName}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(path, vpName, 'overflow', overflow);
    await ctx.close();
  }
}
await browser.close();
await server.stop();
