import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 at levels A and AA, what every page and state is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Axe at WCAG 2.2 AA over the page, ready for `.include()` or `.analyze()`. Legacy mode runs axe
 * in the page itself instead of gathering the frames' results in a second, blank page per scan
 * (about a fifth of the accessibility spec's time); no page here has a cross-origin frame for
 * that second page to reach.
 */
export const wcagScan = (page: Page) => new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true);
