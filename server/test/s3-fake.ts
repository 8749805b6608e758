import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the two S3 calls the document store makes, PutObject and GetObject in
 * path style (/bucket/key), answering like S3 (ETag on a put, NoSuchKey XML on a missing key,
 * AccessDenied without a signature of the expected access key), so tests run the real AWS SDK.
 */
export interface S3Fake {
  url: string;
  /** Stored objects by `bucket/key`. */
  objects: Map<string, { body: string; contentType: string | undefined }>;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startS3Fake(accessKeyId: string): Promise<S3Fake> {
  const objects: S3Fake['objects'] = new Map();
  const requests: S3Fake['requests'] = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3.local').pathname).slice(1);
    requests.push({ method: req.method ?? '', path });
    const body = await bodyOf(req);
    const signed = req.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`);
    if (!signed) {
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(xmlError('AccessDenied', 'Access Denied'));
      return;
    }
    if (req.method === 'PUT') {
      objects.set(path, { body, contentType: req.headers['content-type'] });
      res.writeHead(200, { etag: `"${body.length.toString(16)}"` }).end();
      return;
    }
    if (req.method === 'GET') {
      const object = objects.get(path);
      if (!object) {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(xmlError('NoSuchKey', 'The specified key does not exist.'));
        return;
      }
      res
        .writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' })
        .end(object.body);
      return;
    }
    res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
