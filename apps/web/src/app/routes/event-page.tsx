/** /{merchantType}/{merchantSlug}/e/{eventSlug}: an event's page (issue 15). PLACEHOLDER: part W3 builds it. */
export function EventPage() {
  return <main className="p-6">Coming soon</main>;
}
