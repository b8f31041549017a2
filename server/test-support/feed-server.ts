/**
 * A shop's feed server for fetch-feed tests: a real HTTP server on 127.0.0.1 (a free port) whose
 * answers a test sets per path, and which counts what it was asked. No test reaches the internet.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedAnswer {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** Never answers (a hung server): the fetch's time limit must end it. */
  readonly hang?: boolean;
  /** Sent in pieces without a Content-Length: only counting the bytes finds it too big. */
  readonly chunked?: boolean;
}

export interface FeedServer {
  readonly origin: string;
  readonly port: number;
  /** Paths asked, in order. */
  readonly asked: string[];
  answer(path: string, answer: FeedAnswer | ((request: IncomingMessage) => FeedAnswer)): void;
  url(path: string): string;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer | ((request: IncomingMessage) => FeedAnswer)>();
  const asked: string[] = [];
  const hung = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    asked.push(path);
    const found = answers.get(path);
    const answer = typeof found === 'function' ? found(request) : (found ?? { status: 404, body: 'Not found' });
    if (answer.hang) {
      hung.add(response);
      return;
    }
    response.writeHead(answer.status ?? 200, answer.headers ?? {});
    const body = Buffer.from(answer.body ?? '');
    if (answer.chunked) response.write(body.subarray(0, body.length >> 1));
    response.end(answer.chunked ? body.subarray(body.length >> 1) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    asked,
    answer: (path, answer) => void answers.set(path, answer),
    url: (path) => `${origin}${path}`,
    close: () =>
      new Promise((resolve) => {
        for (const response of hung) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (a server started and closed again). */
export async function closedPort(): Promise<number> {
  const probe = await startFeedServer();
  await probe.close();
  return probe.port;
}
