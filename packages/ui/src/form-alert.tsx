import { cn } from "./cn";

export interface FormAlertProps {
  message: string;
  /** The server's more specific reason, beneath the message. */
  detail?: string | null;
  tone?: "error" | "success";
  className?: string;
}

/** The outcome of a form: an error (announced at once) or a success note. */
export function FormAlert({ message, detail, tone = "error", className }: FormAlertProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl border px-3.5 py-3 text-sm",
        tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900",
        className,
      )}
    >
      <p className="font-semibold">{message}</p>
      {detail && <p className="mt-0.5">{detail}</p>}
    </div>
  );
}
