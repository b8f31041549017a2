/**
 * Redacts personal data from exported log lines: emails, people's names and comment texts.
 * Placeholders are numbered per export and stable within it (the same email becomes the same
 * `[email-3]` everywhere), so a developer can still follow one person through a log.
 *
 * What counts as personal (by key, at any depth):
 *  - `email`, and any string anywhere that contains an email address;
 *  - `comment`, `visualVersionCommentText`, `commentText`, `approvalComment` (comment texts, also
 *    inside `comments` and a version's `history`);
 *  - `causer`, `creator`, `publisher`, `author`, `actor`, `requestedBy`, `causerName`,
 *    `creatorName`, `userName`: a string is a name; an object is a person whose `name` and
 *    `email` are redacted;
 *  - `name` of a `user` object (session/loaded) and of any person object above;
 *  - any of those names inside any other text ("Contract for Peter Parker" → "Contract for
 *    [name-1]"): the exporter first `learn`s every name the log holds, then redacts. A name is
 *    matched whole (not inside a longer word) and with its case; names under 3 characters, and
 *    structural fields (type, source, brand, ids), are left alone.
 *  - phone numbers wherever they are written (`[phone-1]`): international (`+420 777 123 456`,
 *    `+33 1 23 45 67 89`, `+1 (555) 123-4567`) and the national forms of cs (`777 123 456`), fr
 *    (`01 23 45 67 89`) and en (`(555) 123-4567`, `555-123-4567`, `020 7946 0958`); dates, times,
 *    prices and ids are not phone numbers (they have no such grouping);
 *  - the values of a URL's or a request path's query (`/feeds?search=Novák` →
 *    `/feeds?search=[query-1]`), wherever a URL or path is written; the path itself and its ids stay.
 * Structure, ids and every other field are kept, so a redacted log still replays (to a state
 * that differs from the live one only in those texts).
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Phone numbers as people write them; see the list above. Not inside a longer run of digits. */
const PHONE = new RegExp(
  [
    // International: + and 8–15 digits in groups of 1–4, separated by spaces, dots or dashes, an area code in brackets allowed.
    String.raw`\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,6}`,
    // US: (555) 123-4567, 555-123-4567, 555.123.4567
    String.raw`\(\d{3}\) ?\d{3}[-. ]\d{4}`,
    String.raw`\d{3}[-.]\d{3}[-.]\d{4}`,
    // France: 01 23 45 67 89 (five pairs starting with 0)
    String.raw`0\d(?:[ .]\d{2}){4}`,
    // Czechia: 777 123 456 (three triplets)
    String.raw`\d{3} \d{3} \d{3}`,
    // UK: 020 7946 0958, 07700 900123
    String.raw`0\d{2,4} \d{3,4} ?\d{3,4}`,
  ].join('|'),
  'g',
);
/**
 * A phone number stands alone: 8–15 digits, not part of a longer number (a count written with
 * spaces between its thousands, `1 234 567 890`, is not a phone).
 */
function isPhone(match: string, offset: number, whole: string): boolean {
  const digits = match.replace(/\D/g, '').length;
  const before = whole.slice(Math.max(0, offset - 2), offset);
  const after = whole.slice(offset + match.length, offset + match.length + 2);
  return digits >= 8 && digits <= 15 && !/[\d+]$|\d[ .\u00a0]$/.test(before) && !/^\d|^[ .\u00a0]\d/.test(after);
}
/** A URL or an absolute path with a query: its values are replaced, its keys kept. */
const WITH_QUERY = /(?:[a-z][a-z0-9+.-]*:\/\/[^\s?#"']*|(?<![\w/])\/[^\s?#"']*)\?[^\s#"']+/gi;
const TEXT_KEYS = new Set(['comment', 'visualVersionCommentText', 'commentText', 'approvalComment']);
const NAME_KEYS = new Set(['causerName', 'creatorName', 'userName']);
const PERSON_KEYS = new Set(['causer', 'creator', 'publisher', 'user', 'users', 'author', 'actor', 'requestedBy']);

/** Fields that carry structure, never prose: a name is not looked for inside them. */
const STRUCTURAL_KEYS = new Set(['type', 'source', 'brand', 'identifier', 'id', 'resource', 'kind', 'status', 'key']);
const MIN_NAME_LENGTH = 3;

type Kind = 'email' | 'name' | 'text' | 'phone' | 'query';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class Redactor {
  private readonly seen = new Map<string, string>();
  private readonly counters: Record<Kind, number> = { email: 0, name: 0, text: 0, phone: 0, query: 0 };
  /** Every name met so far, as written. */
  private readonly names = new Set<string>();
  private namesInText: RegExp | null = null;

  /**
   * Notes the names (and numbers the placeholders) of `value` without redacting it, so that a
   * later `redact` finds those names in free text written before the name was first seen.
   */
  learn(value: unknown): void {
    this.walk(value, null);
  }

  redact<T>(value: T): T {
    return this.walk(value, null) as T;
  }

  /** `key` is the property holding `value`; an object under a person key is a person. */
  private walk(value: unknown, key: string | null): unknown {
    if (typeof value === 'string') return this.redactString(value, key, false);
    if (value === null || typeof value !== 'object') return value;
    // Array elements are held by the array's key: `users: [{ name }]` is a list of people.
    if (Array.isArray(value)) return value.map((v) => this.walk(v, key));
    const person = key !== null && PERSON_KEYS.has(key);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = typeof v === 'string' ? this.redactString(v, k, person) : this.walk(v, k);
    }
    return out;
  }

  private redactString(value: string, key: string | null, inPerson: boolean): string {
    if (key === 'email') return this.placeholder('email', value);
    if (key !== null && TEXT_KEYS.has(key)) return this.placeholder('text', value);
    if ((key !== null && (NAME_KEYS.has(key) || PERSON_KEYS.has(key))) || (inPerson && key === 'name')) {
      if (value.length >= MIN_NAME_LENGTH && !this.names.has(value)) {
        this.names.add(value);
        this.namesInText = null;
      }
      return this.placeholder('name', value);
    }
    const withoutEmails = value.replace(EMAIL, (email) => this.placeholder('email', email));
    const withoutQueries = withoutEmails.replace(WITH_QUERY, (url) => this.redactQuery(url));
    if (key !== null && STRUCTURAL_KEYS.has(key)) return withoutQueries;
    const withoutPhones = withoutQueries.replace(PHONE, (phone, offset: number, whole: string) => (isPhone(phone, offset, whole) ? this.placeholder('phone', phone) : phone));
    const names = this.namePattern();
    return names === null ? withoutPhones : withoutPhones.replace(names, (name) => this.placeholder('name', name));
  }

  /** The known names as one pattern, longest first ("Peter Parker" before "Peter"), whole words only. */
  private namePattern(): RegExp | null {
    if (this.names.size === 0) return null;
    if (this.namesInText === null) {
      const alternatives = [...this.names].sort((a, b) => b.length - a.length).map(escapeRegExp);
      this.namesInText = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
    }
    return this.namesInText;
  }

  /** `…?a=1&b=x` → `…?a=[query-1]&b=[query-2]`: the keys say what was asked, the values may be anyone's words. */
  private redactQuery(url: string): string {
    const at = url.indexOf('?');
    const query = url
      .slice(at + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        return eq < 0 || eq === pair.length - 1 ? pair : `${pair.slice(0, eq + 1)}${/^\[[a-z]+-\d+\]$/.test(pair.slice(eq + 1)) ? pair.slice(eq + 1) : this.placeholder('query', pair.slice(eq + 1))}`;
      })
      .join('&');
    return `${url.slice(0, at + 1)}${query}`;
  }

  private placeholder(kind: Kind, original: string): string {
    const id = `${kind}:${original}`;
    let p = this.seen.get(id);
    if (p === undefined) {
      this.counters[kind] += 1;
      p = `[${kind}-${this.counters[kind]}]`;
      this.seen.set(id, p);
    }
    return p;
  }
}
