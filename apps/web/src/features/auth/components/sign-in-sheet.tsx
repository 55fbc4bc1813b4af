import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useActiveTheme } from "../../../shared/hooks/use-active-theme";
import { themeStyle } from "../../../shared/lib/theme";
import { Sheet } from "../../../shared/ui/sheet";
import { authStore } from "../stores/session-store";
import { type SheetView, useSignInSheet } from "../stores/sign-in-sheet-store";
import { ForgotPassword } from "./forgot-password";
import { GuestDetails } from "./guest-details";
import { MobileSignIn } from "./mobile-sign-in";
import { PasswordSignIn } from "./password-sign-in";
import { SignInTabs } from "./sign-in-tabs";

const TITLES: Record<SheetView, string> = {
  mobile: "Sign in",
  password: "Sign in",
  forgot: "Reset your password",
  guest: "Continue as guest",
};

/**
 * The sign-in sheet, over whatever page the diner is on: a mobile number and code, or a password; the password
 * reset; the guest details. Once signed in, the diner goes to toLocationAfterAuth (the page they opened it from).
 */
export function SignInSheet() {
  const open = useSignInSheet((s) => s.open);
  const view = useSignInSheet((s) => s.view);
  const userName = useSignInSheet((s) => s.userName);
  const reason = useSignInSheet((s) => s.reason);
  const setView = useSignInSheet((s) => s.setView);
  const close = useSignInSheet((s) => s.close);
  const theme = useActiveTheme();
  const navigate = useNavigate();
  const location = useLocation();

  // Leaving the page some other way (the browser's back button) closes the sheet.
  const openedOn = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== openedOn.current) close();
  }, [location.pathname, close]);

  if (!open) return null;

  const onSignedIn = () => {
    close();
    const to = authStore.getState().toLocationAfterAuth;
    if (to !== `${location.pathname}${location.search}`) navigate(to, { replace: true });
  };
  const back = view === "forgot" ? () => setView("password") : view === "guest" ? () => setView("mobile") : undefined;

  return (
    <div style={theme ? themeStyle(theme) : undefined}>
      <Sheet title={TITLES[view]} onClose={close} onBack={back}>
        {reason && view !== "forgot" && (
          <p className="mb-4 rounded-xl bg-brand/10 px-3.5 py-2.5 text-sm font-medium text-stone-800">{reason}</p>
        )}
        {(view === "mobile" || view === "password") && (
          <SignInTabs current={view} onChange={(tab) => setView(tab)}>
            {view === "mobile" ? (
              <MobileSignIn onSignedIn={onSignedIn} onGuest={() => setView("guest")} />
            ) : (
              <PasswordSignIn initialUserName={userName} onSignedIn={onSignedIn} onForgot={() => setView("forgot")} />
            )}
          </SignInTabs>
        )}
        {view === "forgot" && <ForgotPassword onDone={(mobilePhone) => setView("password", mobilePhone)} />}
        {view === "guest" && <GuestDetails onSignedIn={onSignedIn} />}
      </Sheet>
    </div>
  );
}
