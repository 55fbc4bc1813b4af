import type { DiningTable } from "@forkful/contracts/floor";
import { TableIcon, UserIcon } from "@forkful/ui/icons";

export interface TableHeadingProps {
  /** What the page is, above the table's name ("Check in at your table"). */
  eyebrow: string;
  table: DiningTable;
  /** The restaurant's location, as it names itself ("Bombay Spice House - Indiranagar"). */
  branchName: string;
}

const seatsText = (seats: number) => `${seats} ${seats === 1 ? "seat" : "seats"}`;

/** Which table this is: its name, section and seats, and the restaurant it stands in. */
export function TableHeading({ eyebrow, table, branchName }: TableHeadingProps) {
  return (
    <header>
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-stone-900">{table.tableName}</h1>
      <p className="mt-1 text-stone-600">{branchName}</p>
      <ul aria-label="About this table" className="mt-3 flex flex-wrap gap-2 text-sm">
        <li className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-800">
          <TableIcon size={16} />
          {table.sectionName}
        </li>
        <li className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-800">
          <UserIcon size={16} />
          {seatsText(table.seats)}
        </li>
      </ul>
    </header>
  );
}
