/**
 * For the OpenAPI contract test: which contracts schema each call of the OpenAPI document declares (found by comparing
 * the document's JSON schemas with those of every zod schema exported by packages/contracts, converted the same way),
 * and a type check of a client generated from the document with openapi-typescript against those contracts types.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import openapiTS, {
  astToString,
  type SchemaObject as OpenApiSchema,
  type TransformNodeOptions,
  transformSchemaObject,
} from "openapi-typescript";
import ts from "typescript";
import { z } from "zod";

const CONTRACTS_DIR = resolve(import.meta.dirname, "../../../../packages/contracts/src");
const SERVER_DIR = resolve(import.meta.dirname, "../..");

export interface ContractSchema {
  /** e.g. "orders" */
  file: string;
  /** e.g. "orderSchema" */
  name: string;
  input: unknown;
  output: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: SchemaObject }> }>;
}

export interface SchemaObject {
  type?: string;
  properties?: Record<string, unknown>;
  items?: SchemaObject;
}

/** Every zod schema exported by packages/contracts, as the OpenAPI document would show it as a body and as an answer. */
export async function contractSchemas(openapi: string): Promise<ContractSchema[]> {
  const transform = createJsonSchemaTransform({});
  // The envelope's own `{ data }` and `{ encryptedText }` are how bodies travel, never what a call declares.
  const files = (await readdir(CONTRACTS_DIR))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "envelope.ts")
    .map((f) => f.slice(0, -3));
  const found: ContractSchema[] = [];
  for (const file of files) {
    const exports = (await import(`@forkful/contracts/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType)) continue;
      try {
        const probe = transform({
          schema: { body: value, response: { 200: value } },
          url: "/probe",
          openapiObject: { openapi },
        } as never) as {
          schema: { body: unknown; response: Record<string, unknown> };
        };
        found.push({ file, name, input: probe.schema.body, output: probe.schema.response[200] });
      } catch {
        // A schema JSON Schema cannot describe (a transform to a Date, say) is no call's body or answer.
      }
    }
  }
  return found;
}

export function matchInput(schemas: ContractSchema[], json: unknown): ContractSchema | undefined {
  return schemas.find((s) => isDeepStrictEqual(s.input, json));
}

export function matchOutput(schemas: ContractSchema[], json: unknown): ContractSchema | undefined {
  return schemas.find((s) => isDeepStrictEqual(s.output, json));
}

export interface TypeCheck {
  path: string;
  method: string;
  part: "request" | "answer";
  /** The status code of an answer. */
  status?: string;
  contract: ContractSchema;
}

const jsonOf = (part: TypeCheck) =>
  part.part === "request"
    ? `paths[${JSON.stringify(part.path)}][${JSON.stringify(part.method)}]["requestBody"]["content"]["application/json"]`
    : `paths[${JSON.stringify(part.path)}][${JSON.stringify(part.method)}]["responses"][${part.status}]["content"]["application/json"]`;

/**
 * OpenAPI 3.0 has no tuples: zod writes a pair (a polygon's [lat, lng] corner) as an array of exactly 2 items. Read it
 * back as the fixed-length tuple the document describes.
 */
function fixedLengthTuple(schema: OpenApiSchema, options: TransformNodeOptions): ts.TypeNode | undefined {
  if (!("type" in schema) || schema.type !== "array" || !schema.items || Array.isArray(schema.items)) return undefined;
  if (typeof schema.minItems !== "number" || schema.minItems !== schema.maxItems) return undefined;
  const item = transformSchemaObject(schema.items, options);
  return ts.factory.createTupleTypeNode(Array.from({ length: schema.minItems }, () => item));
}

/**
 * Generates the client types of the document and a file that requires, for every request and answer, the generated
 * type and the contracts type to be assignable both ways. Answers the compiler's errors (none when they agree).
 */
export async function typeCheckClient(document: OpenApiDocument, checks: TypeCheck[]): Promise<string[]> {
  const dir = join(SERVER_DIR, ".tmp", "openapi-check");
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "openapi.d.ts"), astToString(await openapiTS(document as never, { transform: fixedLengthTuple })));
  const files = [...new Set(checks.map((c) => c.contract.file))];
  const lines = [
    'import type { z } from "zod";',
    'import type { paths } from "./openapi";',
    ...files.map((f) => `import type * as ${f.replace(/\W/g, "_")} from "@forkful/contracts/${f}";`),
    // A body the generated client can build must be one the contract accepts (a coerced field accepts more than
    // the document shows); an answer must be the same type both ways.
    "type Accepts<Client, Contract> = [Client] extends [Contract] ? true : false;",
    "type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;",
    ...checks.map((c, i) => {
      const contract = `${c.part === "request" ? "z.input" : "z.output"}<typeof ${c.contract.file.replace(/\W/g, "_")}.${c.contract.name}>`;
      const relation = c.part === "request" ? "Accepts" : "Same";
      return `export const check${i}: ${relation}<${jsonOf(c)}, ${contract}> = true; // ${c.method.toUpperCase()} ${c.path} ${c.part}`;
    }),
  ];
  const checkFile = join(dir, "check.ts");
  await writeFile(checkFile, `${lines.join("\n")}\n`);
  const config = ts.readConfigFile(join(SERVER_DIR, "tsconfig.json"), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, SERVER_DIR);
  const program = ts.createProgram([checkFile], { ...parsed.options, noEmit: true, rootDir: undefined });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && dirname(d.file.fileName) === dir)
    .map((d) => {
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
      const where = line >= 0 ? d.file!.text.split("\n")[line]!.split("// ")[1] : "";
      return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n")[0]}`;
    });
}
