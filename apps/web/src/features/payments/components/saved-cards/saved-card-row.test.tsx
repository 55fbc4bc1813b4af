import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectShown } from "../../../../shared/testing/expect-shown";
import { savedCard } from "../../../../shared/testing/saved-cards-api";
import { SavedCardRow } from "./saved-card-row";

afterEach(cleanup);

const NOW = new Date(2026, 10, 23);

function Harness({ onConfirm = () => {}, error = null }: { onConfirm?: () => void; error?: string | null }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <SavedCardRow
      card={savedCard({ zipcode: "10003" })}
      confirming={confirming}
      removing={false}
      error={error}
      onAskRemove={() => setConfirming(true)}
      onCancelRemove={() => setConfirming(false)}
      onConfirmRemove={onConfirm}
      now={NOW}
    />
  );
}

describe("SavedCardRow", () => {
  it("shows the brand, the last four digits, the expiry and the ZIP, never a full number", () => {
    const { container } = render(<Harness />);
    expectShown(screen.getByText("Visa", { selector: "p > span" }));
    expect(screen.getByText("4242", { exact: false }).textContent).toBe("•••• ending in 4242");
    expect(container.textContent).not.toMatch(/\d{12,}/);
    expectShown(screen.getByText(/Expires 12\/34/));
    expectShown(screen.getByText(/ZIP 10003/));
    expect(screen.queryByText("Expired")).toBeNull();
  });

  it("marks a card past its expiry month", () => {
    render(
      <SavedCardRow
        card={savedCard({ expiryMonth: 10, expiryYear: 2026 })}
        confirming={false}
        removing={false}
        error={null}
        onAskRemove={() => {}}
        onCancelRemove={() => {}}
        onConfirmRemove={() => {}}
        now={NOW}
      />,
    );
    expectShown(screen.getByText("Expired"));
    expectShown(screen.getByText(/Expired 10\/26/));
  });

  it("asks before removing, with focus on Keep; Escape or Keep gives focus back to Remove", () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove Visa •••• 4242" }));
    const question = screen.getByRole("group", { name: "Remove Visa •••• 4242?" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep card" }));

    fireEvent.keyDown(question, { key: "Escape" });
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Visa •••• 4242" }));

    fireEvent.click(screen.getByRole("button", { name: "Remove Visa •••• 4242" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep card" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Visa •••• 4242" }));

    fireEvent.click(screen.getByRole("button", { name: "Remove Visa •••• 4242" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("keeps the question open with the reason when a removal fails", () => {
    render(
      <SavedCardRow
        card={savedCard()}
        confirming
        removing={false}
        error="The card could not be removed. Please try again."
        onAskRemove={() => {}}
        onCancelRemove={() => {}}
        onConfirmRemove={() => {}}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("The card could not be removed. Please try again.");
  });

  it("holds both answers while the card is being removed, without losing focus", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <SavedCardRow
        card={savedCard()}
        confirming
        removing
        error={null}
        onAskRemove={() => {}}
        onCancelRemove={onCancel}
        onConfirmRemove={onConfirm}
      />,
    );
    const removing = screen.getByRole("button", { name: "Removing…" });
    expect(removing.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(removing);
    fireEvent.click(screen.getByRole("button", { name: "Keep card" }));
    fireEvent.keyDown(screen.getByRole("group"), { key: "Escape" });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
