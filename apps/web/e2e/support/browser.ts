import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

// Each worker has a server of its own (global-setup.ts); a file uses its worker's.
const slot = () => {
  const servers = inject('baseUrls').length;
  const index = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  if (!(index >= 0 && index < servers)) throw new Error(`worker ${process.env.VITEST_POOL_ID} has no server (${servers} started)`);
  return index;
};
export const baseUrl = () => inject('baseUrls')[slot()] as string;
export const dataDir = () => inject('dataDirs')[slot()] as string;

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Harness {
  browser: Browser;
  /** A new browser context (its own session storage) and page; console errors are collected. */
  newPage(options?: {
    width?: number;
    height?: number;
    isMobile?: boolean;
    hasTouch?: boolean;
    javaScriptEnabled?: boolean;
  }): Promise<Page>;
  /** Console errors and page errors seen so far on pages of this file. */
  errors: string[];
}

/** Starts Chromium for one test file and closes it afterwards. */
export function useBrowser(): Harness {
  const harness: Harness = {
    browser: undefined as unknown as Browser,
    errors: [],
    async newPage({ width = 1280, height = 900, isMobile = false, hasTouch = false, javaScriptEnabled = true } = {}) {
      const context: BrowserContext = await harness.browser.newContext({
        baseURL: baseUrl(),
        viewport: { width, height },
        isMobile,
        hasTouch,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      // Twice what a step takes on a loaded CI machine: a limit for a stuck page (docs/decisions/0121).
      page.setDefaultTimeout(30_000);
      if (javaScriptEnabled) {
        // Public pages arrive rendered by the server: wait until the app is live before acting,
        // as a person waits for a page to finish loading.
        // Only the app's own pages have a root to hydrate (an API answer or a file opened in the tab has none).
        const live = async () => {
          if ((await page.$('#root')) === null) return;
          await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        };
        const goto = page.goto.bind(page);
        const reload = page.reload.bind(page);
        page.goto = async (...args: Parameters<Page['goto']>) => {
          const response = await goto(...args);
          await live();
          return response;
        };
        page.reload = async (...args: Parameters<Page['reload']>) => {
          const response = await reload(...args);
          await live();
          return response;
        };
      }
      page.on('console', (message) => {
        if (message.type() === 'error') harness.errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => harness.errors.push(`${page.url()}: ${error.message}`));
      return page;
    },
  };
  beforeAll(async () => {
    harness.browser = await chromium.launch({
      executablePath: inject('chromiumPath'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });
  afterAll(async () => {
    await harness.browser?.close();
  });
  return harness;
}

/** Runs axe-core on the page and fails on serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // Check the settled screen, not a loading state nor a colour halfway through its transition
  // (a button just enabled fades in over 150 ms).
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) element.style.transition = 'none';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // evaluate() is not subject to the page's Content-Security-Policy, unlike an injected script tag.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The newest one-time code the outbox holds for a destination. */
export function readOtp(destination: string): string {
  const file = path.join(dataDir(), 'outbox.jsonl');
  const lines = readFileSync(file, 'utf8').trim().split('\n').reverse();
  for (const line of lines) {
    const entry = JSON.parse(line) as { to: string; code?: string };
    if (entry.to === destination && entry.code) return entry.code;
  }
  throw new Error(`no code in the outbox for ${destination}`);
}

/**
 * Counts the page's layout shifts from its first paint on, as CLS does (shifts right after input
 * left out): call before the page's first goto, read with `layoutShift`.
 */
export async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift counted on the current document since it loaded, or since the last `reset`. */
export async function layoutShift(page: Page, { reset = false } = {}): Promise<number> {
  return page.evaluate((resetting) => {
    const counted = window as unknown as { cls: number };
    const value = counted.cls;
    if (resetting) counted.cls = 0;
    return value;
  }, reset);
}
