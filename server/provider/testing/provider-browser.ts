/**
 * A minimal "browser" for tests that drive the account provider over real HTTP: it keeps the
 * provider's cookies, follows redirects while they stay on the provider, and stops at the
 * redirect back to the app (where a real browser would land on `/login?code=...&state=...`).
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly providerOrigin: string) {}

  /** One request, no redirects followed; remembers cookies the provider sets or clears. */
  async request(url: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.remember(line);
    return response;
  }

  /**
   * Requests `url` and follows redirects on the provider. Returns the last provider response, or
   * `leftTo`: the first redirect target outside the provider (the app's redirect URI).
   */
  async follow(url: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<{ response: Response; url: URL; leftTo?: URL }> {
    let current = new URL(url);
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      const next = new URL(location, current);
      if (next.origin !== this.providerOrigin) return { response, url: current, leftTo: next };
      current = next;
      response = await this.request(current);
    }
    throw new Error(`Too many redirects on the provider, last at ${current.href}`);
  }

  /**
   * The whole sign-in of one authorization request with the email/password form. Returns the URL
   * the provider sends the browser back to (with `code` and `state`, or `error`).
   */
  async signIn(authorizeUrl: string, credentials: { email: string; password: string }): Promise<URL> {
    const start = await this.follow(authorizeUrl);
    // Already signed in at the provider: it answers with the code straight away.
    if (start.leftTo) return start.leftTo;
    if (start.response.status !== 200) throw new Error(`Expected the sign-in page, got ${start.response.status} at ${start.url.href}`);
    await start.response.arrayBuffer();
    const done = await this.follow(new URL(`${start.url.pathname}/login`, start.url), { form: credentials });
    if (!done.leftTo) throw new Error(`Sign-in as ${credentials.email} did not return to the app (status ${done.response.status})`);
    return done.leftTo;
  }

  private remember(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
    const expired = expires !== undefined && Date.parse(expires.split('=')[1] ?? '') <= Date.now();
    if (value === '' || expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
