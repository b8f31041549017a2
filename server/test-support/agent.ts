/** A cookie-keeping client over app.inject, sending X-Brand and X-XSRF-TOKEN like the real client. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** Overrides the agent's brand for this call; null sends no X-Brand. */
  readonly brand?: string | null;
  /** Leaves out X-XSRF-TOKEN. */
  readonly noCsrf?: boolean;
  readonly headers?: Record<string, string>;
  readonly query?: Record<string, string | string[]>;
  /** A raw payload with its content type (multipart, form). */
  readonly raw?: { body: Buffer | string; contentType: string };
}

export class Agent {
  readonly cookies = new Map<string, string>();
  brand: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  get xsrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async call(method: Method, url: string, body?: unknown, o: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', ...o.headers };
    const brand = o.brand === undefined ? this.brand : o.brand;
    if (brand) headers['x-brand'] = brand;
    if (!o.noCsrf && this.xsrf) headers['x-xsrf-token'] = this.xsrf;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const opts: InjectOptions = { method, url, headers, query: o.query };
    if (o.raw) {
      opts.payload = o.raw.body;
      headers['content-type'] = o.raw.contentType;
    } else if (body !== undefined) {
      opts.payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await this.app.inject(opts);
    for (const c of res.cookies as { name: string; value: string }[]) this.cookies.set(c.name, decodeURIComponent(c.value));
    return res;
  }

  get(url: string, o?: CallOptions) {
    return this.call('GET', url, undefined, o);
  }
  post(url: string, body?: unknown, o?: CallOptions) {
    return this.call('POST', url, body, o);
  }
  put(url: string, body?: unknown, o?: CallOptions) {
    return this.call('PUT', url, body, o);
  }
  delete(url: string, o?: CallOptions) {
    return this.call('DELETE', url, undefined, o);
  }
}

/** A multipart/form-data body from fields and files. */
export function multipart(fields: Record<string, string>, files: { field: string; filename: string; content: Buffer | string; type?: string }[] = []): { body: Buffer; contentType: string } {
  const boundary = `----adcreative${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
