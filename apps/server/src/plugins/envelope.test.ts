import { encodeAnswer, encodeRequest } from "@forkful/contracts/envelope";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTtlCache } from "../lib/ttl-cache";
import { envelope, sendCachedAnswer } from "./envelope";
import { registerErrorHandler } from "./error-handler";

const dishSchema = z.object({ name: z.string().min(1, "name is required"), quantity: z.coerce.number().int().positive() });
const answerSchema = z.object({ name: z.string(), quantity: z.number(), note: z.string().optional() });

let app: FastifyInstance;
let loads = 0;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(envelope);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { body: dishSchema, response: { 200: answerSchema, 201: answerSchema } };
  routes.post("/dish", { config: { encoded: true }, schema }, async (request) => ({ ...request.body, note: "é ✓" }));
  routes.post("/dish/new", { config: { encoded: true }, schema }, async (request, reply) => {
    reply.status(201);
    return request.body;
  });
  routes.post("/plain", { schema }, async (request) => request.body);
  routes.post("/booking", { config: { encoded: true, encodedQuery: true }, schema }, async (request) => request.body);
  const cache = createTtlCache<string>({ ttlMs: 60_000, clock: () => new Date() });
  routes.get("/menu", { config: { encoded: true }, schema: { response: { 200: answerSchema } } }, async (_request, reply) =>
    sendCachedAnswer(reply, cache, "menu", async () => ({ name: "menu", quantity: ++loads })),
  );
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: "POST", url, payload: payload as object });

describe("the envelope plugin", () => {
  it("decodes { data } for the handler and answers exactly what encodeAnswer gives", async () => {
    const response = await post("/dish", encodeRequest({ name: "Dosa", quantity: "2" }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(encodeAnswer({ name: "Dosa", quantity: 2, note: "é ✓" })));
  });

  it("keeps the status a handler sets", async () => {
    const response = await post("/dish/new", encodeRequest({ name: "Idli", quantity: 1 }));
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe(JSON.stringify(encodeAnswer({ name: "Idli", quantity: 1 })));
  });

  it("takes a payload from the query param data where the call says so (spec §7 POST /customer/reservations)", async () => {
    const { data } = encodeRequest({ name: "Table for 4", quantity: 4 });
    const fromQuery = await app.inject({ method: "POST", url: `/booking?data=${data}` });
    expect(fromQuery.statusCode).toBe(200);
    expect(fromQuery.body).toBe(JSON.stringify(encodeAnswer({ name: "Table for 4", quantity: 4 })));
    const fromBody = await post("/booking", encodeRequest({ name: "Table for 2", quantity: 2 }));
    expect(fromBody.body).toBe(JSON.stringify(encodeAnswer({ name: "Table for 2", quantity: 2 })));
    const refused = await app.inject({ method: "POST", url: `/booking?data=${encodeRequest({ name: "", quantity: 4 }).data}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("name: name is required");
    const onlyInQuery = await app.inject({ method: "POST", url: `/dish?data=${data}` });
    expect(onlyInQuery.statusCode).toBe(400);
  });

  it("refuses a body without data, with the route validation's words", async () => {
    const response = await post("/dish", { data: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Invalid body: data: data is required");
  });

  it("refuses data that is not base64url JSON", async () => {
    const response = await post("/dish", { data: "%%%" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The payload is not base64url text");
  });

  it("refuses a decoded body its schema refuses, naming the field", async () => {
    const response = await post("/dish", encodeRequest({ name: "", quantity: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("name: name is required");
  });

  it("leaves calls that are not encoded alone", async () => {
    const response = await post("/plain", { name: "Vada", quantity: 3 });
    expect(response.json()).toEqual({ name: "Vada", quantity: 3 });
  });

  it("keeps a cached answer as encoded text and loads it once", async () => {
    const first = await app.inject({ method: "GET", url: "/menu" });
    const second = await app.inject({ method: "GET", url: "/menu" });
    expect(first.body).toBe(JSON.stringify(encodeAnswer({ name: "menu", quantity: 1 })));
    expect(second.body).toBe(first.body);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(loads).toBe(1);
  });
});
