import { NOTE_LIMITS, noteCountText, noteFullText } from "@forkful/contracts/form-texts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { NoteField } from "./note-field";

afterEach(cleanup);

function Note({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <NoteField label="Note for the kitchen" value={value} onChange={setValue} limit={NOTE_LIMITS.itemNote} />;
}

describe("NoteField", () => {
  it("counts the characters toward the limit as the diner types, and is described by the counter", () => {
    render(<Note />);
    const field = screen.getByLabelText("Note for the kitchen") as HTMLTextAreaElement;
    expect(screen.getByText(noteCountText(0, 200))).toBeTruthy();
    fireEvent.change(field, { target: { value: "No onions" } });
    const counter = screen.getByText(noteCountText(9, 200));
    expect(field.getAttribute("aria-describedby")).toBe(counter.closest("p")?.id);
    expect(field.maxLength).toBe(200);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says so when the note reaches its limit", () => {
    render(<Note initial={"a".repeat(199)} />);
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.change(screen.getByLabelText("Note for the kitchen"), { target: { value: "a".repeat(200) } });
    expect(screen.getByRole("status").textContent).toBe(noteFullText(200));
    expect(screen.getByText(noteCountText(200, 200))).toBeTruthy();
  });
});
