/** /order/{orderId}/CD/feedbacks: feedback on a finished order (issue 15). PLACEHOLDER: part W2 builds it. */
export function FeedbackPage() {
  return <main className="p-6">Coming soon</main>;
}
