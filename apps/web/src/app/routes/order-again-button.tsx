import { Button } from "@forkful/ui/button";
import { BagIcon } from "@forkful/ui/icons";
import { useState } from "react";

/** Order again: the order's dishes back in the cart (the cart feature's reorder, given by the page). */
export function OrderAgainButton({ onClick, className }: { onClick: () => Promise<void>; className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="primary"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void onClick().finally(() => setBusy(false));
      }}
    >
      <BagIcon size={18} /> Order again
    </Button>
  );
}
