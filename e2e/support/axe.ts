import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for one of the app's pages. Legacy mode runs `axe.run` in the page itself; the default runs
 * it per frame and then finishes the results in a new blank tab, evaluating axe's 500 KB twice
 * more, on every analysis. The app has no frames, so both find the same: measured on a 2-core
 * machine (25-row table, 30 links), 3.6-4.1 s per analysis by default, 1.3-1.4 s in legacy mode;
 * the accessibility walk runs about 180 of them.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
