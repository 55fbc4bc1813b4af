/**
 * `npm run test:size` (part of `npm test`, after the build): prints each first page's JavaScript as served beside its
 * budget and issue 28's target, and fails when one weighs more than its budget.
 */
import { fileURLToPath } from "node:url";
import { FIRST_ROUTE_BUDGET_BYTES, FIRST_ROUTE_TARGET_BYTES, measureFirstRoutes } from "./first-route";

const distDir = fileURLToPath(new URL("../dist", import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let over = 0;
for (const route of measureFirstRoutes(distDir)) {
  const budget = FIRST_ROUTE_BUDGET_BYTES[route.page];
  const verdict = route.bytes <= budget ? "PASS" : "FAIL";
  if (verdict === "FAIL") over += 1;
  const target = route.bytes <= FIRST_ROUTE_TARGET_BYTES ? "within" : "over";
  console.log(
    `${verdict} first route of ${route.page}: ${kb(route.bytes)} of JavaScript as served; budget ${kb(budget)}, ${target} the target of ${kb(FIRST_ROUTE_TARGET_BYTES)}`,
  );
  for (const { file, bytes } of route.files.sort((a, b) => b.bytes - a.bytes)) console.log(`       ${kb(bytes).padStart(9)}  ${file}`);
}
process.exitCode = over > 0 ? 1 : 0;
