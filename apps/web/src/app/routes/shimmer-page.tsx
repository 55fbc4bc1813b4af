import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/** /Shimmer: the loading placeholder on its own (spec §2). */
export function ShimmerPage() {
  return (
    <main aria-label="Loading">
      <LoadingPlaceholder />
    </main>
  );
}
