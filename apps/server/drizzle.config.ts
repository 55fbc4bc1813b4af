import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/db/schema.ts",
    "./src/db/accounts-schema.ts",
    "./src/db/orders-schema.ts",
    "./src/db/payments-schema.ts",
    "./src/db/sandbox-processor-schema.ts",
    "./src/db/tables-schema.ts",
    "./src/db/tabs-schema.ts",
    "./src/db/delivery-schema.ts",
    "./src/db/engagement-schema.ts",
  ],
  out: "./src/db/migrations",
});
