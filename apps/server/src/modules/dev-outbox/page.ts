/**
 * The HTML of the loopback outbox page: each mail the app would have sent, newest first, with
 * its links made clickable. Everything from the mail is escaped; the page has no script.
 */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The mail's text, escaped, with every http(s) link an anchor. */
function withLinks(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(at, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    at = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(at));
}

const india = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

export function outboxPage(mails: readonly OutboxMail[]): string {
  const items = mails.length
    ? mails
        .map(
          (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(india.format(mail.createdAt))} IST</p>
<pre>${withLinks(mail.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No mail yet. Sign up or ask for a password reset, then reload this page.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox · MedSutra</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1f2937}
h1{font-size:1.4rem}h2{font-size:1.05rem;margin:0 0 .25rem}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:.75rem;margin:.75rem 0}
.meta{color:#4b5563;font-size:.85rem;margin:0 0 .5rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#1d4ed8}
</style>
</head>
<body>
<h1>Outbox</h1>
<p>No SMTP server is configured (SMTP_URL is not set), so MedSutra keeps the mail it would have sent here. This page opens only from this machine, on a trial install.</p>
${items}
</body>
</html>
`;
}
