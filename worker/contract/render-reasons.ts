/**
 * Why a render failed (or was stopped), as a code and its parameters: the server stores both on
 * the render (`visual_builds.error_code`, `error_params`) beside the English text (`error`, what
 * the API has always answered and what old renders keep), and the client shows the reason in the
 * user's language (`RENDER_REASON.<key>` in locales/*.json), falling back to the text for a code
 * it does not know and for old renders that have only text.
 *
 * Adding a reason: one line here (the code, its message key and its English words, with the
 * parameters as `{{name}}`), and the key in en, cs and fr. The parameters' names are read from the
 * English words, so a reason cannot be raised without them (`reason('render.deadline', { seconds })`).
 * Words a user understands: never a library's message (the server logs those).
 */

export const RENDER_REASONS = {
  /** The render's hard deadline passed (server/render-queue/render-runner.ts); the page was killed. */
  'render.deadline': { key: 'DEADLINE', text: 'The template took longer than {{seconds}} s to render, so the render was stopped.' },
  /** The page's renderer went over the memory ceiling (server/render/chromium.ts); it was killed. */
  'render.memory': { key: 'MEMORY', text: 'The template used more than {{mib}} MiB of memory while rendering, so the render was stopped.' },
  /** Chromium crashed (or the watchdog killed it) on every one of the render's attempts. */
  'render.crashed': { key: 'CRASHED', text: 'The renderer crashed {{times}} times on this template, so the render was stopped.' },
  /** Someone cancelled the render (queued, or stopped while rendering). */
  'render.cancelled': { key: 'CANCELLED', text: 'The render was cancelled.' },
  /** Taken again after its server stopped, too many times (it keeps bringing its process down). */
  'render.interrupted': { key: 'INTERRUPTED', text: 'The render was interrupted {{times}} times (its server stopped while rendering it); retry it.' },
  'render.no-credits': { key: 'NO_CREDITS', text: 'Not enough credits to finish the render.' },
  'render.not-stored': { key: 'NOT_STORED', text: "The render's file could not be stored." },
  'render.version-gone': { key: 'VERSION_GONE', text: "The render's template version no longer exists." },
  'render.no-package': { key: 'NO_PACKAGE', text: 'The template has no package to render: upload its HTML5 package (a .zip with an index.html).' },
  /** A stored package the reader refuses; `detail` is the package check's own words. */
  'render.package-refused': { key: 'PACKAGE_REFUSED', text: "The template's package cannot be rendered: {{detail}}" },
  /** A value the page cannot take; `detail` names the input and what is wrong with it. */
  'render.value-refused': { key: 'VALUE_REFUSED', text: 'A value cannot be rendered: {{detail}}' },
  'render.format-unavailable': { key: 'FORMAT_UNAVAILABLE', text: '{{format}} renders are not available yet: choose HTML5, PNG or JPEG.' },
  'render.no-chromium': { key: 'NO_CHROMIUM', text: 'PNG and JPEG renders need Chromium, which is not installed on the render server.' },
  /** Chromium could not be started or failed in a way that is not the template's (details are logged). */
  'render.chromium-failed': { key: 'CHROMIUM_FAILED', text: 'The render server could not render the template in Chromium; retry it later.' },
  'render.shutting-down': { key: 'SHUTTING_DOWN', text: 'The render server was shutting down; retry the render.' },
  /** The simulated farm's demo failure (server/farm/farm.ts). */
  'render.font-missing': { key: 'FONT_MISSING', text: 'Font "{{font}}" is missing in the package.' },
} as const satisfies Readonly<Record<string, { readonly key: string; readonly text: string }>>;

export type RenderReasonCode = keyof typeof RENDER_REASONS;

/** The `{{name}}` placeholders of an English text, as a union of names. */
type Placeholders<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | Placeholders<Rest> : never;

export type RenderReasonParam = string | number;
export type RenderReasonParams<C extends RenderReasonCode> = { readonly [P in Placeholders<(typeof RENDER_REASONS)[C]['text']>]: RenderReasonParam };

/** A reason as stored and sent: a code of the catalogue (or, from a newer server, one this side does not know) and its parameters. */
export interface RenderReason {
  readonly code: string;
  readonly params: Readonly<Record<string, RenderReasonParam>>;
}

/** A reason of the catalogue, its parameters checked against its words. */
export function reason<C extends RenderReasonCode>(code: C, ...params: keyof RenderReasonParams<C> extends never ? [] : [RenderReasonParams<C>]): RenderReason {
  return { code, params: params[0] ?? {} };
}

export const isRenderReasonCode = (code: string): code is RenderReasonCode => Object.hasOwn(RENDER_REASONS, code);

const fill = (text: string, params: RenderReason['params']) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** The English words of a reason (the server's `error`); null for a code this side does not know. */
export function reasonText(r: RenderReason): string | null {
  return isRenderReasonCode(r.code) ? fill(RENDER_REASONS[r.code].text, r.params) : null;
}

/** The message key of a reason (`RENDER_REASON.DEADLINE`), or null for a code this side does not know. */
export function reasonKey(code: string): string | null {
  return isRenderReasonCode(code) ? `RENDER_REASON.${RENDER_REASONS[code].key}` : null;
}

/** Parameters from untrusted data: the strings and numbers of an object, else none. */
function paramsOf(value: unknown): Readonly<Record<string, RenderReasonParam>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, RenderReasonParam] => typeof e[1] === 'string' || (typeof e[1] === 'number' && Number.isFinite(e[1]))));
}

/** A reason's parameters from their stored JSON (the server's column). */
export function parseReasonParams(json: string | null): Readonly<Record<string, RenderReasonParam>> {
  if (json === null) return {};
  try {
    return paramsOf(JSON.parse(json));
  } catch {
    return {};
  }
}

/** A reason from the wire (`error_code`, `error_params`), or null where there is none (a render with only text). */
export function reasonFromWire(code: unknown, params: unknown): RenderReason | null {
  return typeof code === 'string' && code !== '' ? { code, params: paramsOf(params) } : null;
}
