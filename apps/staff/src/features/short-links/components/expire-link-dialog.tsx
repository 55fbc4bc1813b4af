import { MESSAGES } from "@forkful/contracts/messages";
import type { ShortLink } from "@forkful/contracts/short-links";
import { Button } from "@forkful/ui/button";
import type { ReactNode } from "react";
import { StaffDialog } from "../../../shared/ui/staff-dialog";

/** Expiring a link asks first: whoever opens it from then on reads the spec's "Link expired..". */
export function ExpireLinkDialog({
  link,
  pending,
  onExpire,
  onClose,
  children,
}: {
  link: ShortLink;
  pending: boolean;
  onExpire: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <StaffDialog title={`Expire ${link.url}?`} onClose={onClose}>
      <p className="text-stone-800">
        It stops working at once: whoever scans or opens it reads “{MESSAGES.linkExpired}”. Printed copies open nothing from then on.
      </p>
      {children}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button disabled={pending} onClick={onExpire} className="bg-red-700 text-white">
          {pending ? "Expiring…" : "Expire the link"}
        </Button>
      </div>
    </StaffDialog>
  );
}
