/**
 * The part of oidc-provider 9 that this project uses, typed by hand: the package ships no types,
 * and @types/oidc-provider would pull in the whole Koa type tree for the dozen members we call.
 * Keep it to what the code here touches; widen it when you use more.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    signed?: boolean;
    path?: string;
    maxAge?: number;
  }

  /** The Koa context the provider hands to middleware and hooks. */
  export interface KoaContext {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly method: string;
    readonly path: string;
    readonly query: Record<string, string | string[] | undefined>;
    readonly host: string;
    readonly secure: boolean;
    status: number;
    body: unknown;
    /** false when the handler wrote to `res` itself (e.g. interactionFinished). */
    respond: boolean;
    type: string;
    set(field: string, value: string): void;
    redirect(url: string): void;
    readonly cookies: {
      get(name: string, options?: CookieOptions): string | undefined;
      set(name: string, value: string | null, options?: CookieOptions): void;
    };
  }

  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<{ sub: string; [claim: string]: unknown }>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post' | 'none';
  }

  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface Session {
    readonly accountId?: string;
    grantIdFor(clientId: string): string | undefined;
    destroy(): Promise<void>;
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    readonly params: Record<string, unknown>;
    readonly session?: { accountId: string };
    readonly grantId?: string;
    readonly returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    /** Ends the authorization request with this OAuth error (redirected to the client). */
    error?: string;
    error_description?: string;
  }

  /** `ctx.oidc` inside hooks such as loadExistingGrant. */
  export interface OIDCContext {
    readonly client: Client;
    /** Set once the session has a signed-in account. */
    readonly account?: { readonly accountId: string };
    readonly session: Session;
    readonly result?: InteractionResults;
    readonly provider: Provider;
  }

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Configuration {
    adapter?: (model: string) => Adapter;
    clients?: ClientMetadata[];
    claims?: Record<string, string[]>;
    cookies?: {
      keys?: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: CookieOptions;
      short?: CookieOptions;
    };
    features?: {
      devInteractions?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        /** Renders the "sign out?" confirmation; `form` is the provider's own hidden form. */
        logoutSource?: (ctx: KoaContext, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContext) => Promise<void>;
      };
    };
    findAccount?: (ctx: KoaContext, sub: string) => Promise<Account | undefined>;
    interactions?: { url?: (ctx: KoaContext, interaction: Interaction) => Promise<string> };
    jwks?: { keys: object[] };
    loadExistingGrant?: (ctx: KoaContext & { oidc: OIDCContext }) => Promise<Grant | undefined>;
    pkce?: { required?: (ctx: KoaContext, client: Client) => boolean };
    renderError?: (ctx: KoaContext, out: Record<string, unknown>, error: Error) => Promise<void>;
    routes?: Record<string, string>;
    ttl?: Record<string, number>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Koa's setting: trust X-Forwarded-* (only behind a TLS-terminating proxy). */
    proxy: boolean;
    use(middleware: Middleware): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: 'server_error', listener: (ctx: KoaContext, error: Error) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    readonly Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    readonly Session: { get(ctx: KoaContext): Promise<Session> };
    readonly Client: { find(id: string): Promise<Client | undefined> };
  }

  export default Provider;
}
