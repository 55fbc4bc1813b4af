/** The desktop loading placeholder: a spinner image (spec §2). */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <img src="/spinner.svg" alt={label} width={48} height={48} />
    </div>
  );
}
