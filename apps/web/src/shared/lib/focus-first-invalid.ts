/**
 * After a refused submit of a form that is not held by react-hook-form (the checkout), moves the focus to its first
 * problem and brings it into view: the first invalid field, or, for a custom control whose problem is an alert
 * (a time to choose, a location to give), the control that alert describes, else the alert itself.
 */
export function focusFirstInvalid(root: ParentNode = document): HTMLElement | null {
  const first = root.querySelector<HTMLElement>("[aria-invalid='true'], [role='alert']");
  if (!first) return null;
  const control = first.getAttribute("role") === "alert" ? describedControlOf(root, first) : first;
  const target = control ? focusTargetIn(control) : focusable(first);
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "center" });
  return target;
}

function describedControlOf(root: ParentNode, alert: HTMLElement): HTMLElement | null {
  if (!alert.id) return null;
  const described = root.querySelectorAll<HTMLElement>("[aria-describedby]");
  return Array.from(described).find((control) => control.getAttribute("aria-describedby")?.split(/\s+/).includes(alert.id)) ?? null;
}

const FOCUSABLE = "input, select, textarea, button, [tabindex]";

/** The control itself, or inside a group (a radiogroup of times) its chosen option, else its first one. */
function focusTargetIn(control: HTMLElement): HTMLElement {
  if (control.matches(FOCUSABLE)) return control;
  const chosen = control.querySelector<HTMLElement>("[aria-checked='true'], :checked");
  return chosen ?? control.querySelector<HTMLElement>(FOCUSABLE) ?? focusable(control);
}

function focusable(element: HTMLElement): HTMLElement {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.tabIndex = -1;
  return element;
}
