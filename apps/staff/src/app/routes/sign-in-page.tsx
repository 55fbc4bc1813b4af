import { Navigate, useNavigate } from "react-router";
import { SignInForm } from "../../features/sign-in/components/sign-in-form";
import { useStaffSession } from "../../shared/api/staff-session";

export function SignInPage() {
  const session = useStaffSession();
  const navigate = useNavigate();
  if (session && !session.locked) return <Navigate to="/" replace />;
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-100 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm">
        <p className="text-sm font-bold tracking-wide text-brand uppercase">Forkful for restaurants</p>
        <h1 className="mb-5 text-2xl font-bold text-stone-900">Staff sign in</h1>
        <SignInForm onSignedIn={() => navigate("/", { replace: true })} />
      </div>
    </main>
  );
}
