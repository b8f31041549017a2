/**
 * HTML for the provider's pages. Every value interpolated into `html` is escaped unless it is
 * itself the result of `html`, so data (names, emails, query parameters) can never become markup.
 */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${name}</p>\`` escapes `name`; nested `html` fragments pass through. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/**
 * Marks markup that is not data as safe: a constant of this code (the stylesheet) or a fragment
 * oidc-provider builds itself (its logout confirmation form). Never pass request data here.
 */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
