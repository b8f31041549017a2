/**
 * Content-Security-Policy violation reports (the policy's `report-uri`, outside production):
 * browsers post one for every violation, in the page and also in its workers, whose console
 * messages a test cannot see. Kept in memory, bounded; the control API lists and clears them
 * (`GET /__control/csp-reports`, `POST /__control/csp-reports/reset`, and `reset`).
 */
import type { FastifyInstance } from 'fastify';

/** Where browsers send reports; outside /server, so no session or CSRF token is asked for. */
export const CSP_REPORT_PATH = '/__csp-report';

const REPORT_LIMIT = 200;
const BODY_LIMIT_BYTES = 64 * 1024;

export interface CspViolation {
  readonly documentUri: string | null;
  readonly effectiveDirective: string | null;
  readonly blockedUri: string | null;
  readonly sourceFile: string | null;
  readonly receivedAt: string;
}

export interface CspReportStore {
  add(violation: CspViolation): void;
  list(): readonly CspViolation[];
  reset(): void;
}

export function createCspReportStore(): CspReportStore {
  let reports: CspViolation[] = [];
  return {
    add(violation) {
      reports.push(violation);
      if (reports.length > REPORT_LIMIT) reports = reports.slice(-REPORT_LIMIT);
    },
    list: () => [...reports],
    reset() {
      reports = [];
    },
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value.slice(0, 2000) : null);

/** `{ "csp-report": { … } }` (report-uri) or a Reporting API list `[{ type, body }]`. */
function violationsIn(body: unknown, receivedAt: string): CspViolation[] {
  const raw: unknown[] = Array.isArray(body)
    ? body.filter((r) => (r as { type?: unknown }).type === 'csp-violation').map((r) => (r as { body?: unknown }).body)
    : [(body as { 'csp-report'?: unknown } | null)?.['csp-report']];
  return raw
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    .map((r) => ({
      documentUri: text(r['document-uri'] ?? r.documentURL),
      effectiveDirective: text(r['effective-directive'] ?? r['violated-directive'] ?? r.effectiveDirective),
      blockedUri: text(r['blocked-uri'] ?? r.blockedURL),
      sourceFile: text(r['source-file'] ?? r.sourceFile),
      receivedAt,
    }));
}

export function registerCspReportRoutes(app: FastifyInstance, store: CspReportStore): void {
  // Own scope: reports come as application/csp-report or application/reports+json.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    });
    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      const violations = violationsIn(request.body, new Date().toISOString());
      if (violations.length === 0) return reply.status(400).send({ message: 'Not a CSP violation report.' });
      for (const violation of violations) store.add(violation);
      return reply.status(204).send();
    });
  });

  app.get('/__control/csp-reports', async () => ({ reports: store.list() }));
  app.post('/__control/csp-reports/reset', async () => {
    store.reset();
    return { ok: true };
  });
}
