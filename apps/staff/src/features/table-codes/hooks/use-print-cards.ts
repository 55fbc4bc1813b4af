import { useEffect, useState } from "react";

/**
 * Printing the sheet: every card, or one table's alone (the others are left off the page while it prints). The print
 * dialog opens once the page shows only what is to be printed.
 */
export function usePrintCards() {
  const [only, setOnly] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const done = () => setOnly(null);
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [asked]);
  return {
    /** The table printed alone, if one is. */
    only,
    printAll: () => {
      setOnly(null);
      setAsked((n) => n + 1);
    },
    printOne: (tableId: string) => {
      setOnly(tableId);
      setAsked((n) => n + 1);
    },
  };
}
