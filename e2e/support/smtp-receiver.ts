import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  /** What the server under test gets as SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that writes every message it receives, raw, as one .eml file in
 * `folder`. Files appear whole (written aside, then renamed), so tests can read the folder at any time.
 */
export async function startSmtpReceiver(folder: string): Promise<SmtpReceiver> {
  await mkdir(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        received += 1;
        const name = `${Date.now()}-${String(received).padStart(5, '0')}.eml`;
        const partial = path.join(folder, `.${name}.part`);
        writeFile(partial, Buffer.concat(chunks))
          .then(() => rename(partial, path.join(folder, name)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
