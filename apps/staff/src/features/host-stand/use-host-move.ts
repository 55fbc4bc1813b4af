import { useState } from "react";

const NO_ANSWER = "We could not reach Forkful. Try again.";

type Outcome = { ok: boolean; message?: string };

/**
 * Sends a host's move and keeps the server's refusal to show (a 409: the state does not allow it, the table is taken).
 * A refused move changes nothing on screen: the lists are the server's, read again after every move.
 */
export function useHostMove() {
  const [refusal, setRefusal] = useState<string | null>(null);
  async function send(run: () => Promise<Outcome>, after?: () => void): Promise<void> {
    setRefusal(null);
    try {
      const result = await run();
      if (result.ok) after?.();
      else setRefusal(result.message ?? NO_ANSWER);
    } catch {
      setRefusal(NO_ANSWER);
    }
  }
  return { refusal, send, clear: () => setRefusal(null) };
}
