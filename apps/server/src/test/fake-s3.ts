/**
 * A tiny S3-compatible server for tests: path-style PUT and GET of objects in one bucket, refusing a request not
 * signed with AWS Signature V4 by the expected access key, and answering NoSuchKey as S3 does. What it checks is how
 * our client speaks S3, not S3 itself.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { bytes: Buffer; contentType: string | undefined }>;
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

export async function startFakeS3(bucket: string, accessKeyId: string): Promise<FakeS3> {
  const objects: FakeS3["objects"] = new Map();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-s3");
    const [, inBucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const signed = request.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`);
    if (!signed) {
      response.writeHead(403, { "content-type": "application/xml" }).end(xmlError("AccessDenied", "Access Denied"));
      return;
    }
    if (inBucket !== bucket) {
      response.writeHead(404, { "content-type": "application/xml" }).end(xmlError("NoSuchBucket", "The bucket does not exist"));
      return;
    }
    if (request.method === "PUT") {
      objects.set(key, { bytes: await read(request), contentType: request.headers["content-type"] });
      response.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    const object = objects.get(key);
    if (request.method === "GET" && object) {
      response.writeHead(200, { "content-type": object.contentType ?? "application/octet-stream", "content-length": object.bytes.length });
      response.end(object.bytes);
      return;
    }
    response.writeHead(404, { "content-type": "application/xml" }).end(xmlError("NoSuchKey", "The specified key does not exist."));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
