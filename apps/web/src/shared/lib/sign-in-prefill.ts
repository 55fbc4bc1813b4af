/**
 * What the diner already typed on the page they are on (the checkout's details): the sign-in sheet starts from it,
 * so a diner who signs in from there is not asked for their name and number again. Kept here, in shared, because
 * the page that knows the details and the sheet that uses them are different features.
 */
export interface SignInPrefill {
  fullName: string;
  /** E.164, or null while what was typed is not yet a number. */
  mobilePhone: string | null;
}

let current: SignInPrefill | null = null;

export const signInPrefill = {
  get: (): SignInPrefill | null => current,
  set(prefill: SignInPrefill | null) {
    current = prefill;
  },
};
