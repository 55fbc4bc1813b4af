import { ChevronRightIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { type AccountSection, SECTIONS } from "../lib/sections";

const POLICIES: AccountSection[] = ["policies/terms", "policies/CancellationPolicy", "policies/PrivacyPolicy"];

/** The policies, each a link to its page. */
export function PoliciesList({ basePath }: { basePath: string }) {
  return (
    <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white">
      {POLICIES.map((section) => (
        <li key={section}>
          <Link to={`${basePath}/${section}`} className="flex items-center gap-3 px-4 py-3.5 hover:bg-stone-50">
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-stone-900">{SECTIONS[section].title}</span>
              <span className="block text-sm text-stone-600">{SECTIONS[section].summary}</span>
            </span>
            <ChevronRightIcon size={18} className="text-stone-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
