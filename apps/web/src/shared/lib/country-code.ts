import { type CountryCode, countryOfMobile } from "@forkful/contracts/phone";

/**
 * The country code a number being typed names, for the live country picker: +91… is India and +1… the United
 * States (spec §5: a number containing +91 is IND, otherwise US). Null while it names none yet ("4155…", "+", "+9").
 */
export function countryCodeOfTyped(text: string): CountryCode | null {
  const compact = text.replace(/[\s().-]/g, "");
  if (countryOfMobile(compact) === "IND") return "+91";
  if (compact.startsWith("+1")) return "+1";
  return null;
}
