import { POLICY_UPDATED, Prose } from "./prose";

/** The terms of service. */
export function TermsOfService() {
  return (
    <Prose>
      <p className="text-sm text-stone-500">{POLICY_UPDATED}</p>
      <p>
        Forkful lets you browse restaurants, order for pickup, delivery or dine-in, check in, reserve a table and pay. By using Forkful you
        agree to these terms.
      </p>
      <h3>Your account</h3>
      <ul>
        <li>Sign in with a mobile number you own. You can also set a password and sign in with your username, email or mobile.</li>
        <li>Keep your password to yourself. Tell us at once if you think someone else has used your account.</li>
        <li>You may use Forkful as a guest: we ask for your name and mobile number and confirm the number with a code.</li>
      </ul>
      <h3>Orders</h3>
      <ul>
        <li>Your order is a contract between you and the restaurant. The restaurant sets its menu, prices, taxes and opening hours.</li>
        <li>Prices are shown in the restaurant's currency (USD or INR) and the total is confirmed before you pay.</li>
        <li>Each restaurant's cancellation policy applies to its orders.</li>
      </ul>
      <h3>Fair use</h3>
      <p>
        Don't misuse Forkful: no fake orders, no attempts to get into other people's accounts, and no automated requests that slow the
        service down. We may limit or close accounts that do.
      </p>
      <h3>Changes</h3>
      <p>We may update these terms. When we make a change that matters, we show it here with a new date before it applies.</p>
    </Prose>
  );
}
