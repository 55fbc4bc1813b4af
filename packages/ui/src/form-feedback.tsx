import { FormAlert } from "./form-alert";

export interface FormFeedbackProps {
  /** The form's error: the text, and the server's reason beneath it. */
  error: { message: string; detail: string | null } | null;
}

/**
 * The outcome line of a form: its one error, the last submit's. A submit held by the start throttle is told on its
 * button (SubmitButton), not here, so an old error and a "please wait" never stack.
 */
export function FormFeedback({ error }: FormFeedbackProps) {
  return error ? <FormAlert message={error.message} detail={error.detail} /> : null;
}
