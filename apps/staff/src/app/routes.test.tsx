/** The console's pages: every /staff path the README names is one of them, and an unknown one goes home. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { STAFF_APP_PATH } from "@forkful/contracts/staff-console";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { staffRoutes } from "./routes";

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../../../README.md"), "utf8");
const consolePaths = [
  ...new Set(
    readme
      .split("`")
      .filter((_, i) => i % 2 === 1)
      .filter((code) => code === STAFF_APP_PATH || code.startsWith(`${STAFF_APP_PATH}/`)),
  ),
];

const pageOf = (path: string) => matchRoutes(staffRoutes, path.slice(STAFF_APP_PATH.length) || "/")?.at(-1)?.route.path;

describe("the console's pages", () => {
  it("include every /staff path the README names", () => {
    expect(consolePaths).toContain("/staff");
    for (const path of consolePaths) expect(pageOf(path), path).not.toBe("*");
  });

  it("send a path they do not have to the home page", () => {
    expect(pageOf("/staff/no-such-screen")).toBe("*");
  });
});
