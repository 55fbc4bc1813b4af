import { SearchField } from "../../../shared/ui/search-field";

export interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function MenuSearch({ value, onChange }: MenuSearchProps) {
  return (
    <SearchField label="Search the menu" placeholder="Search dishes" value={value} onChange={onChange} clearable className="min-w-0" />
  );
}
