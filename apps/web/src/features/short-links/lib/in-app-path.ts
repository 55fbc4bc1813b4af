/** A target the app may navigate to: a path inside it ("/restaurant/x"), never another site ("//evil.example", "https://…"). */
export const isInAppPath = (target: string): boolean => target.startsWith("/") && !target.startsWith("//") && !target.includes("\\");
