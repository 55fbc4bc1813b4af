import type { ApiResult } from "@forkful/api-client/api-client";
import { useState } from "react";
import { outcomeOf } from "../../../shared/api/call-outcome";

/** A making form's send: what was made goes to `done`; a refusal is kept to say above the fields. */
export function useMaking<Request, Made>(make: (request: Request) => Promise<ApiResult<Made>>, done: (made: Made) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (request: Request) => {
    setRefusal(null);
    const outcome = await outcomeOf(make(request));
    if (outcome.ok) done(outcome.data);
    else setRefusal(outcome.message);
  };
  return { refusal, send };
}
