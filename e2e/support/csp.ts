import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation of a page, for a test to expect none: the
 * browser's `securitypolicyviolation` events of every document the page opens, and its console
 * lines "Refused to …" (which also cover a worker's refusals, whose events stay in the worker).
 * Call it before the first `goto`.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      void report(`${e.effectiveDirective} bloqueó ${e.blockedURI || '(en línea)'} en ${e.documentURI}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) violations.push(msg.text());
  });
  return violations;
}
