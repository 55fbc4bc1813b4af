/** The feedback form: stars as radios, a required question must be answered, and a failed send keeps every answer. */
import type { FeedbackQuestions } from "@forkful/contracts/feedback";
import { FEEDBACK_REFUSALS } from "@forkful/contracts/feedback";
import { MESSAGES } from "@forkful/contracts/messages";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FeedbackForm } from "./feedback-form";

vi.mock("../../../shared/ui/toast", () => ({ notifyError: vi.fn() }));

const FEEDBACK: FeedbackQuestions = {
  orderId: "order-1",
  locationId: 3,
  restaurantName: "Sakura Street Ramen",
  timeZone: "America/Los_Angeles",
  canGive: true,
  given: null,
  questions: [
    { id: 11, kind: "rating", prompt: "How was your order overall?", required: true },
    { id: 12, kind: "rating", prompt: "How was the food?", required: false },
    { id: 13, kind: "text", prompt: "Anything you would like to tell the restaurant?", required: false },
  ],
};

afterEach(cleanup);

const overall = () => screen.getByRole("group", { name: /overall/ });
const star = (group: HTMLElement, n: number) => group.querySelectorAll<HTMLInputElement>("input[type=radio]")[n - 1]!;

describe("FeedbackForm", () => {
  it("asks each question: a radio group of five stars per rating question, a text box for the text one", () => {
    render(<FeedbackForm feedback={FEEDBACK} pending={false} onSubmit={vi.fn()} />);
    expect(screen.getAllByRole("radio")).toHaveLength(10);
    expect(screen.getAllByRole("radio", { name: "4 stars: Good" })).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: /tell the restaurant/ })).toBeTruthy();
  });

  it("does not send until the required question is answered, then sends the answers in order", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    render(<FeedbackForm feedback={FEEDBACK} pending={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Submit feedback" }));
    expect(await screen.findByText(FEEDBACK_REFUSALS.missingAnswer)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(star(overall(), 4));
    expect(screen.queryByText(FEEDBACK_REFUSALS.missingAnswer)).toBeNull();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Great broth" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit feedback" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      orderId: "order-1",
      answers: [
        { questionId: 11, stars: 4 },
        { questionId: 13, text: "Great broth" },
      ],
    });
  });

  it("says Failed submit when sending fails, and keeps the stars and the text for another try", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: false, detail: null });
    render(<FeedbackForm feedback={FEEDBACK} pending={false} onSubmit={onSubmit} />);
    fireEvent.click(star(overall(), 2));
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Cold" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit feedback" }));
    expect(await screen.findByText(MESSAGES.feedbackFailed)).toBeTruthy();
    expect(star(overall(), 2).checked).toBe(true);
    expect((screen.getByRole("textbox") as HTMLTextAreaElement).value).toBe("Cold");
  });
});
