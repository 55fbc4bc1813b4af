import { expect } from "vitest";

/** Why an element is not on screen for the diner, or null when it is (aria-hidden decoration is still seen). */
export function hiddenReason(element: Element): string | null {
  if (!element.isConnected) return "it is not in the document";
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.hidden) return `<${node.tagName.toLowerCase()}> is hidden`;
    const style = window.getComputedStyle(node);
    if (style.display === "none") return `<${node.tagName.toLowerCase()}> has display: none`;
    if (style.visibility === "hidden") return `<${node.tagName.toLowerCase()}> has visibility: hidden`;
  }
  return null;
}

/**
 * The diner sees `element`: it is in the document and neither it nor a parent is hidden; with `text`, its text
 * content reads so (a string is contained, a RegExp matches).
 */
export function expectShown(element: Element, text?: string | RegExp) {
  expect(hiddenReason(element), "the element is on screen").toBeNull();
  if (typeof text === "string") expect(element.textContent).toContain(text);
  else if (text) expect(element.textContent).toMatch(text);
}
