import { PARTY_ANSWERS, type PartyAnswer } from "@forkful/contracts/booking-states";
import { PARTY_ANSWER_LABELS, PARTY_ANSWER_SENT } from "@forkful/contracts/booking-texts";
import type { Booking } from "@forkful/contracts/bookings";
import { MESSAGES } from "@forkful/contracts/messages";
import { cn } from "@forkful/ui/cn";
import { CheckIcon } from "@forkful/ui/icons";
import { errorMessageOf } from "../../../shared/api/api-client";
import { useAnswerTableReady } from "../api/answer-table-ready";

const answerButton =
  "inline-flex h-12 min-w-44 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold transition " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60";

/**
 * On the party's "your table is ready": "On my way" and "Need 5 more minutes" (once), which the host reads on the
 * waitlist. The answer given stays pressed, and the page says the host has it.
 */
export function PartyAnswerButtons({ booking }: { booking: Booking }) {
  const answer = useAnswerTableReady();
  const given = booking.partyAnswer;
  const moreTimeSpent = booking.answerExtendedAt !== null;
  // One answer at a time; the buttons stay as they look (the line's stream may bring the answer before the call returns).
  const send = (value: PartyAnswer) => {
    if (!answer.isPending) answer.mutate({ reservationId: booking.reservationId, answer: value });
  };

  return (
    <div className="mt-5">
      <fieldset className="flex flex-col items-stretch gap-2 sm:flex-row sm:justify-center">
        <legend className="sr-only">Tell the host</legend>
        {PARTY_ANSWERS.map((value) => {
          const pressed = given === value;
          const spent = value === "needMoreTime" && moreTimeSpent && !pressed;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              disabled={spent}
              aria-busy={answer.isPending && answer.variables?.answer === value}
              onClick={() => send(value)}
              className={cn(
                answerButton,
                pressed ? "bg-white text-stone-900 shadow" : "border-2 border-white/80 bg-white/10 text-on-brand hover:bg-white/20",
              )}
            >
              {pressed && <CheckIcon size={18} />}
              {PARTY_ANSWER_LABELS[value]}
            </button>
          );
        })}
      </fieldset>
      {given && (
        <p role="status" className="mt-3 font-semibold">
          {PARTY_ANSWER_SENT[given]}
        </p>
      )}
      {answer.isError && (
        <p role="alert" className="mx-auto mt-3 max-w-sm rounded-lg bg-white px-3 py-2 text-sm font-medium text-red-800">
          {errorMessageOf(answer.error, MESSAGES.genericFailure)}
        </p>
      )}
    </div>
  );
}
