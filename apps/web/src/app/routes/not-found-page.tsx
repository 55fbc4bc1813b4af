import { MESSAGES } from "@forkful/contracts/messages";
import { buttonClasses } from "@forkful/ui/button";
import { Link } from "react-router";
import { SiteHeader } from "../../shared/ui/site-header";

/** /notFound: where every unknown path lands (spec §2). */
export function NotFoundPage() {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
        <p className="text-7xl font-black tracking-tight text-brand" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{MESSAGES.notFoundTitle}</h1>
        <p className="mt-2 text-stone-600">{MESSAGES.notFoundBody}</p>
        <Link to="/" className={buttonClasses("primary", "lg", "mt-8")}>
          Browse restaurants
        </Link>
      </main>
    </>
  );
}
