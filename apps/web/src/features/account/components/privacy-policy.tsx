import { POLICY_UPDATED, Prose } from "./prose";

/** The privacy policy. */
export function PrivacyPolicy() {
  return (
    <Prose>
      <p className="text-sm text-stone-500">{POLICY_UPDATED}</p>
      <p>We keep what we need to run your orders and your account, and nothing for selling to others.</p>
      <h3>What we keep</h3>
      <ul>
        <li>Your name, mobile number and, if you give them, your email and username.</li>
        <li>Your favourite restaurants, your delivery addresses and your orders.</li>
        <li>A record of sign-ins so we can keep your account safe. Passwords and codes are stored only as one-way hashes.</li>
      </ul>
      <h3>Who sees it</h3>
      <ul>
        <li>The restaurant you order from sees your name, number and order so it can prepare and hand it over.</li>
        <li>For a delivery, the delivery partner sees the name, number and address it needs to bring the order.</li>
        <li>Card details go straight to the card processor; we never see or store the full card number.</li>
      </ul>
      <h3>On this device</h3>
      <p>
        Your browser keeps your sign-in and a few details in its local storage so you stay signed in. Signing out removes them. Some
        restaurants use a tag manager on their pages; when you sign in there, it receives your customer id.
      </p>
      <h3>Your choices</h3>
      <p>
        You can change your details and turn promotions on or off in your profile at any time. To have your account deleted, contact the
        restaurant you ordered from or Forkful support.
      </p>
    </Prose>
  );
}
