/**
 * A reader of Server-Sent Events frames (the text/event-stream format of the HTML standard), fed with text as it
 * arrives. Lines end with LF, CRLF or CR; `data` lines of one frame join with LF; a blank line ends a frame; lines
 * starting with ':' are comments (keep-alives); a frame without data is not dispatched.
 */
export interface SseFrame {
  /** "message" when the frame names none. */
  event: string;
  data: string;
  id: string | null;
  /** The reconnection time the server asks for, in ms. */
  retry: number | null;
}

export interface SseParser {
  /** Feeds the next piece of the stream (any size: half a line, many frames). */
  push(text: string): void;
  /** The stream ended: a frame without its blank line is dropped, as the standard says. */
  end(): void;
}

export function createSseParser(onFrame: (frame: SseFrame) => void): SseParser {
  let buffer = "";
  let started = false;
  let event = "";
  let data: string[] = [];
  let id: string | null = null;
  let retry: number | null = null;
  /** A CR ended the last piece: an LF at the start of the next belongs to it. */
  let pendingCr = false;

  const dispatch = () => {
    if (data.length > 0) onFrame({ event: event || "message", data: data.join("\n"), id, retry });
    event = "";
    data = [];
    retry = null;
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\0")) id = value;
    else if (field === "retry" && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    push(text) {
      if (!started) {
        started = true;
        if (text.startsWith("\uFEFF")) text = text.slice(1);
      }
      if (pendingCr && text.startsWith("\n")) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== "\n" && ch !== "\r") continue;
        line(buffer.slice(start, i));
        if (ch === "\r") {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === "\n") i++;
          } else pendingCr = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = "";
      event = "";
      data = [];
    },
  };
}
