/**
 * Texts an error body may carry that say nothing to a user: HTTP reason phrases, the English
 * messages a framework sends for a bare status, and framework internals. The catalogue never
 * shows them (spec section 8 shows the server's message, never a raw reason phrase): the
 * translated message of the status says the same, in the user's language.
 *
 * Where they come from: Fastify and Node answer `{ error: '<reason phrase>', message }`
 * ("Request Header Fields Too Large"); Laravel answers a bare `abort(404)` with
 * `{ message: 'Not Found' }`, a model lookup that failed with "No query results for model
 * [App\Models\Visual] 12" and an unknown route with "The route … could not be found.".
 */

/** RFC 9110 reason phrases (and the usual extensions), compared case-insensitively. */
const REASON_PHRASES = [
  'Bad Request', 'Unauthorized', 'Payment Required', 'Forbidden', 'Not Found', 'Method Not Allowed',
  'Not Acceptable', 'Proxy Authentication Required', 'Request Timeout', 'Conflict', 'Gone',
  'Length Required', 'Precondition Failed', 'Content Too Large', 'Payload Too Large',
  'Request Entity Too Large', 'URI Too Long', 'Request-URI Too Long', 'Unsupported Media Type',
  'Range Not Satisfiable', 'Requested Range Not Satisfiable', 'Expectation Failed', "I'm a teapot",
  'Misdirected Request', 'Unprocessable Content', 'Unprocessable Entity', 'Locked', 'Failed Dependency',
  'Too Early', 'Upgrade Required', 'Precondition Required', 'Too Many Requests',
  'Request Header Fields Too Large', 'Unavailable For Legal Reasons', 'Internal Server Error',
  'Not Implemented', 'Bad Gateway', 'Service Unavailable', 'Gateway Timeout',
  'HTTP Version Not Supported', 'Variant Also Negotiates', 'Insufficient Storage', 'Loop Detected',
  'Not Extended', 'Network Authentication Required',
];

/** Laravel's bodies for a bare status (server/http/errors.ts sends the same). */
const FRAMEWORK_STATUS_MESSAGES = [
  'Server Error',
  'Unauthenticated.',
  'This action is unauthorized.',
  'CSRF token mismatch.',
  'The given data was invalid.',
  'Too Many Attempts.',
];

const FRAMEWORK_PATTERNS: readonly RegExp[] = [/^No query results for model \[/, /^The route .* could not be found\.$/];

const normalise = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();
const KNOWN = new Set([...REASON_PHRASES, ...FRAMEWORK_STATUS_MESSAGES].map(normalise));

/** True when the text is a reason phrase or framework boilerplate rather than the server's own words. */
export function isBoilerplateText(text: string): boolean {
  return KNOWN.has(normalise(text)) || FRAMEWORK_PATTERNS.some((pattern) => pattern.test(text.trim()));
}
