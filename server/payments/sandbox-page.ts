import { formatMoney } from '../../src/domain/money.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/api/v1/payments/sandbox.css">
<link rel="icon" href="data:,">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

export interface SandboxView {
  storeName: string;
  paymentId: string;
  orderId: string;
  amountRupees: number;
  signature: string;
}

/** The built-in test gateway: one page, two buttons, no script. */
export function sandboxPage(v: SandboxView): string {
  const action = (verb: string) => `/api/v1/payments/sandbox/${encodeURIComponent(v.paymentId)}/${verb}`;
  const hidden = `<input type="hidden" name="signature" value="${escape(v.signature)}">`;
  return page(
    'Sandbox payment',
    `<p class="badge">Sandbox gateway · no money moves</p>
<h1>Pay ${escape(v.storeName)}</h1>
<p class="amount">${escape(formatMoney(v.amountRupees))}</p>
<p>Order <strong>${escape(v.orderId)}</strong></p>
<div class="actions">
<form method="post" action="${action('approve')}">${hidden}<button class="approve" type="submit">Approve</button></form>
<form method="post" action="${action('decline')}">${hidden}<button class="decline" type="submit">Decline</button></form>
</div>`,
  );
}

export function sandboxMessagePage(title: string, message: string, link?: string): string {
  const back = link ? `<p><a href="${escape(link)}">Back to the shop</a></p>` : '';
  return page(title, `<h1>${escape(title)}</h1>\n<p>${escape(message)}</p>\n${back}`);
}

export const sandboxCss = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5f9;font:16px/1.5 system-ui,sans-serif;color:#1c2024}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:360px;width:calc(100% - 32px);text-align:center}
h1{font-size:1.25rem;margin:.5rem 0}
.badge{display:inline-block;background:#fff4d5;color:#6b4f00;border-radius:999px;padding:2px 12px;font-size:.8rem;margin:0}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.actions{display:flex;gap:12px;justify-content:center;margin-top:24px}
button{font:inherit;border:0;border-radius:8px;padding:10px 20px;cursor:pointer;color:#fff}
.approve{background:#1f8a4c}.decline{background:#c62a2f}
button:focus-visible{outline:3px solid #3e63dd;outline-offset:2px}
`;
