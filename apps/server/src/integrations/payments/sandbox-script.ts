/** The sandbox processor's browser script (served as /sandbox-processor/sandbox.js), shared by its three pages. */
export const SANDBOX_SCRIPT = String.raw`(() => {
  "use strict";
  const SOURCE = "forkful-card-form";
  const body = document.body;
  const mode = body.dataset.mode;
  const ref = body.dataset.ref;
  const params = new URLSearchParams(location.search);
  const parentOrigin = /^https?:\/\/[^/]+$/.test(params.get("parentOrigin") || "") ? params.get("parentOrigin") : null;
  const $ = (id) => document.getElementById(id);
  const toParent = (message) => {
    if (mode === "frame" && parentOrigin && window.parent !== window) window.parent.postMessage({ source: SOURCE, ...message }, parentOrigin);
  };
  const post = async (path, payload) => {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
    return { ok: response.ok, body: await response.json().catch(() => ({})) };
  };

  if (mode === "upi") {
    const approve = $("approve");
    if (approve) approve.addEventListener("click", async () => {
      approve.disabled = true;
      const { body: answer } = await post("/sandbox-processor/upi/" + ref + "/pay", {}).catch(() => ({ body: { message: "Try again." } }));
      $("result").textContent = answer.message || "Try again.";
      approve.disabled = !!answer.paid ? true : false;
    });
    return;
  }

  const form = $("card-form");
  if (!form) return;
  const number = $("number"), expiry = $("expiry"), cvc = $("cvc");
  let busy = false;
  number.addEventListener("input", () => {
    const digits = number.value.replace(/\D/g, "").slice(0, 19);
    number.value = digits.replace(/(\d{4})(?=\d)/g, "$1 ");
  });
  expiry.addEventListener("input", () => {
    const digits = expiry.value.replace(/\D/g, "").slice(0, 4);
    expiry.value = digits.length > 2 ? digits.slice(0, 2) + "/" + digits.slice(2) : digits;
  });
  cvc.addEventListener("input", () => { cvc.value = cvc.value.replace(/\D/g, "").slice(0, 4); });
  const showError = (field, message) => {
    for (const name of ["number", "expiry", "cvc"]) {
      $(name).setAttribute("aria-invalid", String(name === field));
      $(name + "-error").textContent = name === field ? message : "";
    }
    report();
  };
  const setBusy = (value) => {
    busy = value;
    for (const input of [number, expiry, cvc]) input.disabled = value;
    const pay = $("pay");
    if (pay) pay.disabled = value;
    toParent({ kind: "busy", busy: value });
  };

  async function tokenize() {
    if (busy) return;
    const [month, year] = expiry.value.split("/");
    const card = {
      number: number.value.replace(/\D/g, ""),
      expMonth: Number(month),
      expYear: 2000 + Number(year),
      cvc: cvc.value,
    };
    if (!card.number) return showError("number", "Enter your card number."), toParent({ kind: "error", message: "Enter your card number." });
    if (!/^\d{2}\/\d{2}$/.test(expiry.value)) return showError("expiry", "Enter the expiry as MM/YY."), toParent({ kind: "error", message: "Enter the expiry as MM/YY." });
    setBusy(true);
    try {
      const { ok, body: answer } = await post("/sandbox-processor/tokens", card);
      if (!ok) {
        showError(answer.field || "number", answer.message || "Check your card details.");
        toParent({ kind: "error", message: answer.message || "Check your card details." });
        return;
      }
      showError(null, "");
      if (mode === "frame") {
        toParent({ kind: "tokenized", token: answer.token, card: answer.card });
        return;
      }
      const paid = await post("/sandbox-processor/pay/" + ref, { token: answer.token });
      $("result").textContent = paid.body.message || "Try again.";
      if (paid.body.paid) { form.querySelectorAll("input,button").forEach((el) => { el.disabled = true; }); return; }
    } catch {
      showError("number", "The card processor could not be reached. Try again.");
      toParent({ kind: "error", message: "The card processor could not be reached. Try again." });
    } finally {
      if (!$("result") || !/^Paid/.test($("result").textContent)) setBusy(false);
    }
  }

  form.addEventListener("submit", (event) => { event.preventDefault(); void tokenize(); });
  window.addEventListener("message", (event) => {
    if (mode !== "frame" || event.source !== window.parent || (parentOrigin && event.origin !== parentOrigin)) return;
    const data = event.data;
    if (data && data.source === SOURCE && data.kind === "submit") void tokenize();
  });
  const height = () => Math.ceil(document.documentElement.getBoundingClientRect().height);
  function report() { toParent({ kind: "resize", height: height() }); }
  new ResizeObserver(report).observe(document.body);
  toParent({ kind: "ready", height: height() });
})();
`;
