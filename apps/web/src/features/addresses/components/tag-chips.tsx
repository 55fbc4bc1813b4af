import { ADDRESS_TAGS } from "@forkful/contracts/constants";
import { Chip } from "@forkful/ui/chip";

export type AddressTag = (typeof ADDRESS_TAGS)[number];

/** The tag of an address: Custom (the default), Home, Work or Business. */
export function TagChips({ value, onChange }: { value: AddressTag; onChange: (tag: AddressTag) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800">Label</legend>
      <div className="flex flex-wrap gap-2">
        {ADDRESS_TAGS.map((tag) => (
          <Chip key={tag} selected={value === tag} onClick={() => onChange(tag)}>
            {tag}
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}
