const QUESTIONS: { q: string; a: string }[] = [
  {
    q: "How do I sign in?",
    a: "Tap Sign in and enter your mobile number. We text you a 6-digit code; enter it and you're in. If the number is new, the same code creates your account. Once you've set a password in your profile, you can also sign in with your username, email or mobile number and that password.",
  },
  {
    q: "I didn't get the code.",
    a: "Check the number and wait a few seconds. You can ask for a new code after 30 seconds. A code works for 5 minutes, and after too many wrong tries you need a new one.",
  },
  {
    q: "Can I order without an account?",
    a: "Yes. Choose Continue as guest and give your name, mobile number and, if you like, your email. We confirm the number with a code. If you sign up later with the same number, your guest history stays with you.",
  },
  {
    q: "I forgot my password.",
    a: "On the Password tab, tap Forgot password?, enter your mobile number and the code we send, then choose a new password. You'll be signed out everywhere else.",
  },
  {
    q: "How do I change my mobile number or email?",
    a: "Open Profile. A new mobile number is confirmed with a code sent to it. A number, email or username that belongs to another account can't be used twice.",
  },
  {
    q: "How do favourites work?",
    a: "Tap the heart on a dish or on a restaurant's page. Your favourite dishes and restaurants are listed in your account on every device you sign in on.",
  },
  {
    q: "Who sees my details?",
    a: "The restaurant you order from, and for a delivery the delivery partner, see what they need to serve you. Read the privacy policy for the details.",
  },
];

/** Answers to common questions, each one opening on its own. */
export function Faq() {
  return (
    <div className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white">
      {QUESTIONS.map(({ q, a }) => (
        <details key={q} className="group px-4 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
            {q}
            <span aria-hidden="true" className="text-xl leading-none text-stone-400 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="pb-4 text-[0.95rem] leading-relaxed text-stone-700">{a}</p>
        </details>
      ))}
    </div>
  );
}
