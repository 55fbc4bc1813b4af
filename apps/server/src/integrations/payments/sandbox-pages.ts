/**
 * The sandbox processor's own pages: the hosted card form (shown in Forkful's iframe), the payment-link pay page
 * and a UPI approval page. They belong to the processor: Forkful's web app never renders a card field.
 */
import { formatMoney } from "@forkful/contracts/money";
import type { SandboxCharge } from "./sandbox-processor.store";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Pages may run only the processor's own script and talk only to the processor. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:transparent}
.page{max-width:440px;margin:0 auto;padding:24px 16px}.card{background:#fff;border:1px solid #e7e5e4;border-radius:16px;padding:20px}
form{display:grid;gap:12px}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{display:block;font-size:13px;font-weight:600;margin-bottom:4px;color:#44403c}
input{width:100%;height:44px;border:1px solid #d6d3d1;border-radius:10px;padding:0 12px;font-size:16px;background:#fff;color:#1c1917}
input:focus{outline:2px solid #1c1917;outline-offset:1px}input[aria-invalid=true]{border-color:#b91c1c}
.error{color:#b91c1c;font-size:13px;min-height:0;margin:2px 0 0}.note{color:#78716c;font-size:12px;margin:4px 0 0}
button{height:48px;border:0;border-radius:12px;background:#1c1917;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
button:disabled{opacity:.6;cursor:default}h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:800;margin:8px 0 16px}
.badge{display:inline-block;font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 8px}
.result{margin-top:12px;font-weight:600}`;

const cardFields = `
<div><label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required aria-describedby="number-error"><p class="error" id="number-error" role="alert"></p></div>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required aria-describedby="expiry-error"><p class="error" id="expiry-error" role="alert"></p></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required aria-describedby="cvc-error"><p class="error" id="cvc-error" role="alert"></p></div></div>`;

function page(title: string, body: string, attributes: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body ${attributes}>${body}<script src="/sandbox-processor/sandbox.js"></script></body></html>`;
}

/** The card form Forkful shows in an iframe. Forkful's page asks it to submit by postMessage. */
export function cardFormPage(): string {
  return page(
    "Card details",
    `<form id="card-form" novalidate>${cardFields}<p class="note">Sandbox processor · card details stay on this form</p><button type="submit" hidden>Submit</button></form>`,
    'data-mode="frame" style="padding:2px"',
  );
}

/** The page a payment link opens, on any device. */
export function payLinkPage(charge: SandboxCharge): string {
  const amount = formatMoney(charge.amount, charge.currency as "USD" | "INR");
  const open = charge.state === "open";
  const body = `<main class="page"><div class="card"><span class="badge">Sandbox payment link</span><h1>${escapeHtml(charge.description)}</h1><p class="amount">${amount}</p>${
    open
      ? `<form id="card-form" novalidate>${cardFields}<button type="submit" id="pay">Pay ${amount}</button><p class="result" id="result" role="status"></p></form>`
      : `<p class="result" role="status">${charge.state === "paid" ? "This order is paid. You can close this page." : "This payment link is no longer open."}</p>`
  }</div></main>`;
  return page(`Pay ${amount}`, body, `data-mode="pay" data-ref="${escapeHtml(charge.ref)}"`);
}

/** Plays a UPI app: approves the request the QR code carries. */
export function upiPage(charge: SandboxCharge): string {
  const amount = formatMoney(charge.amount, charge.currency as "USD" | "INR");
  const open = charge.state === "open";
  const body = `<main class="page"><div class="card"><span class="badge">Sandbox UPI app</span><h1>${escapeHtml(charge.description)}</h1><p class="amount">${amount}</p><p>Pay to forkful.sandbox@upi</p>${
    open
      ? `<button type="button" id="approve">Approve ${amount}</button><p class="result" id="result" role="status"></p>`
      : `<p class="result" role="status">${charge.state === "paid" ? "This request is paid." : "This request is no longer open."}</p>`
  }</div></main>`;
  return page(`UPI ${amount}`, body, `data-mode="upi" data-ref="${escapeHtml(charge.ref)}"`);
}
