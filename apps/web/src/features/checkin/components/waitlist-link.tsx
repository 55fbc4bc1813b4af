import { buttonClasses } from "@forkful/ui/button";
import { ClockIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { useWaitTimes } from "../api/get-wait-times";
import { waitFor, waitText } from "../lib/checkin-phase";

/** "Join the waitlist" on the restaurant's home, with the wait for a party of 2 once it is known. */
export function WaitlistLink({ locationId, basePath }: { locationId: number; basePath: string }) {
  const waitTimes = useWaitTimes(locationId).data;
  const wait = waitTimes?.open ? waitFor(waitTimes, 2) : null;
  return (
    <Link to={`${basePath}/checkin`} className={buttonClasses("secondary")}>
      <ClockIcon size={18} />
      Join the waitlist
      {wait !== null && <span className="font-normal text-stone-600">· {waitText(wait)} for 2</span>}
    </Link>
  );
}
