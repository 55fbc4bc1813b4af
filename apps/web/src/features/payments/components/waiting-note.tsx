/** "Waiting for your payment…": announced politely while the page follows the order. */
export function WaitingNote({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-stone-700">
      <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-amber-500 motion-reduce:animate-none" />
      {children}
    </p>
  );
}
