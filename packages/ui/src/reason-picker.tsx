import { useState } from "react";
import { Chip } from "./chip";
import { TextField } from "./text-field";

const OTHER = "Other";

/**
 * Why something is cancelled: one of the given reasons, or "Other" and a short text of one's own. It tells its owner
 * the reason as it stands (trimmed; null while none is chosen or "Other" is still empty).
 */
export function ReasonPicker({
  legend,
  reasons,
  maxLength,
  onReasonChange,
}: {
  legend: string;
  reasons: readonly string[];
  maxLength: number;
  onReasonChange: (reason: string | null) => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [otherText, setOtherText] = useState("");
  const tell = (nextChoice: string, nextText: string) => {
    const reason = nextChoice === OTHER ? nextText.trim() : nextChoice;
    onReasonChange(reason === "" ? null : reason);
  };
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{legend}</legend>
        <div className="flex flex-wrap gap-2">
          {[...reasons, OTHER].map((option) => (
            <Chip
              key={option}
              className="min-h-11"
              selected={choice === option}
              onClick={() => {
                setChoice(option);
                tell(option, otherText);
              }}
            >
              {option}
            </Chip>
          ))}
        </div>
      </fieldset>
      {choice === OTHER && (
        <TextField
          label="Why"
          maxLength={maxLength}
          value={otherText}
          onChange={(event) => {
            setOtherText(event.target.value);
            tell(OTHER, event.target.value);
          }}
          autoFocus
        />
      )}
    </>
  );
}
