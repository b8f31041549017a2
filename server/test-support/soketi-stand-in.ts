/**
 * A stand-in for soketi's HTTP API on a free port: records every batch it receives and answers
 * what the test sets, including soketi's way of refusing a batch (status 200, error in the body).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StackConfig } from '../config.ts';

export interface ReceivedBatch {
  readonly path: string;
  readonly batch: readonly { channel: string; name: string; data: string }[];
}

export interface SoketiStandIn {
  readonly port: number;
  readonly batches: ReceivedBatch[];
  /** Status and body of the next answers (default 200 `{"ok":true}`). */
  answer(status: number, body: string): void;
  /** `config` with its soketi server on this stand-in. */
  configFor(config: StackConfig): StackConfig;
  close(): Promise<void>;
}

/** soketi's answer to a batch with an event over its payload limit (checked against soketi 1.6). */
export const SOKETI_TOO_LARGE = '{"error":"The event data should be less than 100 KB.","code":413}';

export async function startSoketiStandIn(): Promise<SoketiStandIn> {
  const batches: ReceivedBatch[] = [];
  let status = 200;
  let body = '{"ok":true}';
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      batches.push({ path: req.url!.split('?')[0]!, batch: (JSON.parse(text) as { batch: ReceivedBatch['batch'] }).batch });
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    batches,
    answer(nextStatus, nextBody) {
      status = nextStatus;
      body = nextBody;
    },
    configFor: (config) => ({ ...config, soketi: { ...config.soketi, host: '127.0.0.1', serverPort: port } }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
