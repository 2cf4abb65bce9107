/**
 * An HTTPS stand-in server on 127.0.0.1 with the test certificate (support/certificate.ts), reached as
 * `https://localhost:port`: the cross-origin services of the widgets (static host, account service).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { testCertificate } from '../support/certificate.ts';

export interface HttpsStandIn {
  url: string;
  close(): Promise<void>;
}

/** Serves `handle` on `port` (0: a free one) until `close()`, which also drops open connections. */
export async function serveHttps(
  port: number,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<HttpsStandIn> {
  const { key, cert } = testCertificate();
  const server = createServer({ key, cert }, (request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
