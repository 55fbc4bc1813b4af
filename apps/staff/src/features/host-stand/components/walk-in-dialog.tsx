import { DEFAULT_PARTY_SIZE, PARTY_SIZE } from "@forkful/contracts/booking-rules";
import { staffWalkInBodySchema } from "@forkful/contracts/staff-tables";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { TextField } from "@forkful/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { StaffDialog } from "../../../shared/ui/staff-dialog";
import type { WalkInFields } from "../api/add-walk-in";
import type { FloorTable } from "../api/get-tables";
import { TablePicker, tablesFor } from "./table-picker";

/** A party at the host stand: its name and size, a mobile for the text (optional), and a table to sit at once, or the line. */
export function WalkInDialog({
  tables,
  pending,
  refusal,
  onAdd,
  onClose,
}: {
  tables: FloorTable[];
  pending: boolean;
  refusal: string | null;
  onAdd: (walkIn: WalkInFields) => void;
  onClose: () => void;
}) {
  // Checked with the contracts' schema, sent as typed: the server reads the mobile with its country code itself.
  const form = useForm<WalkInFields>({
    resolver: zodResolver(staffWalkInBodySchema, undefined, { raw: true }),
    defaultValues: { fullName: "", guestCount: DEFAULT_PARTY_SIZE, phone: "", countryCode: "+1" },
  });
  const { errors } = form.formState;
  const guestCount = Number(form.watch("guestCount")) || PARTY_SIZE.min;
  const fitting = tablesFor(tables, guestCount);
  // A table chosen for a party that then grew past it is not sent.
  const watched = form.watch("tableId");
  const seatAt = fitting.some((table) => table.tableId === watched) ? (watched ?? null) : null;
  return (
    <StaffDialog title="Add a walk-in" onClose={onClose}>
      <form
        noValidate
        onSubmit={form.handleSubmit((walkIn) => onAdd({ ...walkIn, tableId: seatAt ?? undefined }))}
        className="flex flex-col gap-4"
      >
        <TextField label="Name" autoComplete="off" error={errors.fullName?.message} {...form.register("fullName")} />
        <TextField
          label="Guests"
          type="number"
          inputMode="numeric"
          min={PARTY_SIZE.min}
          max={PARTY_SIZE.max}
          error={errors.guestCount?.message}
          {...form.register("guestCount", { valueAsNumber: true })}
        />
        <TextField
          label="Mobile (optional, for the text)"
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <TablePicker
          tables={fitting}
          chosen={seatAt}
          onChoose={(chosen) => form.setValue("tableId", chosen ?? undefined)}
          noneLabel="No table yet"
        />
        {refusal && <FormAlert message={refusal} />}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Adding…" : seatAt ? "Seat now" : "Add to the line"}
          </Button>
        </div>
      </form>
    </StaffDialog>
  );
}
