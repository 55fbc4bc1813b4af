import { useState } from "react";
import { EyeIcon, EyeOffIcon } from "./icons";
import { TextField, type TextFieldProps } from "./text-field";

/** A password field with a show/hide button named after the field ("Show new password"). */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const [shown, setShown] = useState(false);
  const name = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      maxLength={128}
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? `Hide ${name}` : `Show ${name}`}
          aria-pressed={shown}
          className="flex h-10 w-10 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}
