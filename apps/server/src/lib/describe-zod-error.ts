import type { ZodError } from "zod";

/** One readable sentence for a zod failure: "locationId: locationId must be a number". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}
