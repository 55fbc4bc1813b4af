/** Mobile numbers: normalised to E.164, and the country rule of spec §5 (+91 → IND, otherwise US). */
export const COUNTRIES = [
  { countryCode: "+1", iso: "US", name: "United States", flag: "🇺🇸", nationalDigits: 10 },
  { countryCode: "+91", iso: "IND", name: "India", flag: "🇮🇳", nationalDigits: 10 },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]["countryCode"];

export function countryOfMobile(mobilePhone: string): "IND" | "US" {
  return mobilePhone.includes("+91") ? "IND" : "US";
}

/** A wallet holds money in its account's currency: INR for an Indian mobile number, otherwise USD. */
export function walletCurrencyOf(mobilePhone: string | null): "INR" | "USD" {
  return mobilePhone && countryOfMobile(mobilePhone) === "IND" ? "INR" : "USD";
}

/**
 * "+1 (415) 555-0100", "4155550100" with "+1", or "+919876543210" → E.164, or null when it
 * cannot be a mobile number of a supported country.
 */
export function toE164(mobilePhone: string, countryCode: string = COUNTRIES[0].countryCode): string | null {
  const trimmed = mobilePhone.trim();
  if (!/^\+?[\d\s().-]{6,24}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  const full = trimmed.startsWith("+") ? `+${digits}` : `${countryCode}${digits.replace(/^0+/, "")}`;
  const country = COUNTRIES.find((c) => full.startsWith(c.countryCode) && full.length === c.countryCode.length + c.nationalDigits);
  if (!country) return null;
  const national = full.slice(country.countryCode.length);
  if (country.iso === "IND" && !/^[6-9]/.test(national)) return null;
  if (country.iso === "US" && !/^[2-9]\d{2}[2-9]/.test(national)) return null;
  return full;
}

/** "+14155550100" → "+1 415-555-0100"; "+919876543210" → "+91 98765 43210". */
export function formatMobile(e164: string): string {
  if (e164.startsWith("+91") && e164.length === 13) return `+91 ${e164.slice(3, 8)} ${e164.slice(8)}`;
  if (e164.startsWith("+1") && e164.length === 12) return `+1 ${e164.slice(2, 5)}-${e164.slice(5, 8)}-${e164.slice(8)}`;
  return e164;
}

/** "+14155550100" → { countryCode: "+1", phone: "4155550100" }: a mobile as a form's country picker and field hold it. */
export function splitMobile(e164: string | null | undefined): { countryCode: CountryCode; phone: string } | null {
  if (!e164) return null;
  const country = COUNTRIES.find((c) => e164.startsWith(c.countryCode) && e164.length === c.countryCode.length + c.nationalDigits);
  return country ? { countryCode: country.countryCode, phone: e164.slice(country.countryCode.length) } : null;
}
