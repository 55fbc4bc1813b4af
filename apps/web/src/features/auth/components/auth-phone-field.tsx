import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormPhoneField } from "../../../shared/ui/form-fields";
import { useCountries } from "../api/get-countries";
import { useAuth } from "../hooks/use-auth";
import { authStore } from "../stores/session-store";

/** The mobile number of a sign-in form: the countries the server signs in, the country code kept in the auth store. */
// biome-ignore lint/suspicious/noExplicitAny: any form context
export function AuthPhoneField<T extends FieldValues, O>(props: { control: Control<T, any, O>; name: FieldPath<T>; autoFocus?: boolean }) {
  const countryCode = useAuth((s) => s.countryCode);
  const countries = useCountries().data?.countries;
  return (
    <FormPhoneField
      {...props}
      countryCode={countryCode}
      onCountryChange={(code) => authStore.getState().setCountryCode(code)}
      countries={countries}
    />
  );
}
