/** A new password for a reset: 16 letters and digits from the browser's random source (the house's rules: a letter and a digit). */
export function newPassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  const letters = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return `${letters}k7`;
}
