/**
 * A diner's address book under many writes at once (two tabs, a double tap): one default, never more than the limit.
 * Runs on PGlite here and on PostgreSQL with `node scripts/with-postgres.mjs npx vitest run <this file>`, where the
 * requests truly overlap.
 */
import { MAX_SAVED_ADDRESSES } from "@forkful/contracts/addresses";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../../db/schema/addresses";
import { encodedCall, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const address = (i: number, isDefault?: boolean) => ({ addressLine1: `${i} Valencia Street`, lat: 37.76, lng: -122.42, isDefault });

describe("saving addresses at the same moment", () => {
  it("a new diner's first addresses, some asking to be the default, leave exactly one default", async () => {
    const me = await signUpByOtp(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        encodedCall(t, "POST", "/addresses", { customerId: me.customerId, ...address(i + 1, i % 3 === 0) }, { token: me.accessToken }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const rows = await t.database.db.select().from(addresses).where(eq(addresses.customerId, me.customerId));
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it(`more than ${MAX_SAVED_ADDRESSES} at once: exactly ${MAX_SAVED_ADDRESSES} are kept, the rest are 409`, async () => {
    const me = await signUpByOtp(t);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 5 }, (_, i) =>
        encodedCall(t, "POST", "/addresses", { customerId: me.customerId, ...address(i + 1) }, { token: me.accessToken }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const rows = await t.database.db.select().from(addresses).where(eq(addresses.customerId, me.customerId));
    expect(rows).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});
