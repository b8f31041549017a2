/**
 * Content-Security-Policy violations, from both places Chromium tells of them: a console error
 * in the page (what `page.on('console')` sees), and a report to the policy's report-uri, which
 * the reference backend keeps (server/http/csp-reports.ts). Only the reports cover the worker:
 * its console messages about violations reach no Playwright event. The backend's reset (every
 * test's fixture) empties the reports.
 */
import type { Page } from '@playwright/test';

export interface CspWatch {
  /** Console messages of the page naming the policy, and every report the backend received. */
  violations(): Promise<string[]>;
}

export function watchCspViolations(page: Page): CspWatch {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) logged.push(message.text());
  });
  return {
    async violations() {
      const { reports } = (await (await page.request.get('/__control/csp-reports')).json()) as { reports: { effectiveDirective: string; blockedUri: string; documentUri: string }[] };
      return [...logged, ...reports.map((r) => `${r.effectiveDirective} blocked ${r.blockedUri} in ${r.documentUri}`)];
    },
  };
}
