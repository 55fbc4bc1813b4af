import { COUNTRIES, type CountryCode } from "@forkful/contracts/phone";
import { ChevronDownIcon } from "@forkful/ui/icons";
import { inputClasses, TextField } from "@forkful/ui/text-field";
import { type Ref, useId } from "react";
import { countryCodeOfTyped } from "../lib/country-code";
import { CountryFlag } from "./country-flag";

export interface CountryOption {
  countryCode: string;
  name: string;
  flag: string;
}

export interface PhoneFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  countryCode: CountryCode;
  onCountryChange: (countryCode: CountryCode) => void;
  countries?: readonly CountryOption[];
  error?: string | null;
  hint?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const isCountryCode = (code: string): code is CountryCode => COUNTRIES.some((c) => c.countryCode === code);

/**
 * A mobile number with its country code (+1 🇺🇸 by default, +91 🇮🇳). Typing a number that starts with +91 or +1
 * switches the picker to that country as it is typed.
 */
export function PhoneField({
  label = "Mobile number",
  value,
  onChange,
  countryCode,
  onCountryChange,
  countries = COUNTRIES,
  error,
  hint,
  autoFocus,
  disabled,
  ref,
}: PhoneFieldProps) {
  const selectId = useId();
  const options = countries.filter((c) => isCountryCode(c.countryCode));
  return (
    <TextField
      ref={ref}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={countryCode === "+91" ? "98765 43210" : "415 555 0123"}
      maxLength={24}
      value={value}
      error={error}
      hint={hint}
      autoFocus={autoFocus}
      disabled={disabled}
      onChange={(event) => {
        const text = event.target.value;
        const named = countryCodeOfTyped(text);
        if (named && named !== countryCode) onCountryChange(named);
        onChange(text);
      }}
      leading={
        <div className="relative w-[6.75rem] shrink-0 rounded-xl focus-within:ring-2 focus-within:ring-brand/25">
          <div
            aria-hidden="true"
            className={inputClasses(false, "pointer-events-none flex h-12 w-full items-center gap-2 px-3 font-medium")}
          >
            <CountryFlag countryCode={countryCode} className="h-4 w-6 shrink-0 rounded-[3px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]" />
            <span className="flex-1">{countryCode}</span>
            <ChevronDownIcon size={16} className="text-stone-500" />
          </div>
          <label htmlFor={selectId} className="sr-only">
            Country code
          </label>
          <select
            id={selectId}
            value={countryCode}
            disabled={disabled}
            onChange={(event) => {
              if (isCountryCode(event.target.value)) onCountryChange(event.target.value);
            }}
            className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
          >
            {options.map((c) => (
              <option key={c.countryCode} value={c.countryCode}>
                {`${c.flag} ${c.name} (${c.countryCode})`}
              </option>
            ))}
          </select>
        </div>
      }
    />
  );
}
