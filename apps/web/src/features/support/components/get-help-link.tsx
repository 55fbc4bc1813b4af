import { buttonClasses } from "@forkful/ui/button";
import { HelpIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { type OrderToAskAbout, supportPathOf } from "../lib/support-path";

/** "Get help with this order": the support form with the order attached. */
export function GetHelpLink({ order, className }: { order: OrderToAskAbout; className?: string }) {
  return (
    <Link to={supportPathOf(order)} className={buttonClasses("secondary", "md", className)}>
      <HelpIcon size={18} />
      Get help with this order
    </Link>
  );
}
