import { expect, test, type Locator, type Page } from '@playwright/test';
import { wcagScan } from '../support/axe.ts';

const route = '/tools/cost-estimator';
// Each test loads the page several times and runs axe; allow for a busy machine.
test.describe.configure({ timeout: 90_000 });


const levelingSummary = 'Cost estimator: Concrete Leveling, 350 sq ft, 70% damage severity, estimate $1,890 - $4,536.';
const levelingHref =
  '/contact?service=leveling&message=Cost%20estimator%3A%20Concrete%20Leveling%2C%20350%20sq%20ft%2C%2070%25%20damage%20severity%2C%20estimate%20%241%2C890%20-%20%244%2C536.&from=/tools/cost-estimator#estimate-added';

function controls(page: Page) {
  return {
    service: page.getByLabel('Service Type'),
    sqft: page.getByRole('slider', { name: 'Square Footage' }),
    severity: page.getByRole('slider', { name: 'Damage Severity' }),
    calculate: page.getByRole('button', { name: 'Calculate Estimate' }),
    resultCard: page.getByRole('region', { name: 'Your Estimate' }),
    liveRegion: page.getByRole('region', { name: 'Your Estimate' }).locator('[aria-live="polite"]'),
    figure: page.getByRole('region', { name: 'Your Estimate' }).getByText(/^\$[\d,]+ - \$[\d,]+$/),
    handOff: page.getByRole('link', { name: 'Request a quote with this estimate' }),
  };
}

/** The server renders the controls disabled; they come alive when the island hydrates. */
async function hydrated(page: Page) {
  const c = controls(page);
  // Generous: on a loaded CI machine hydration can take seconds.
  await expect(c.calculate).toBeEnabled({ timeout: 30_000 });
  return c;
}

async function openEstimator(page: Page, query = '') {
  await page.goto(`${route}${query}`);
  return hydrated(page);
}

async function expectNoAxeViolations(page: Page) {
  const results = await wcagScan(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** From the top of the page: skip link, then Tab until the element with this id has focus. */
async function tabTo(page: Page, id: string) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((target) => document.activeElement?.id === target, id)) return;
  }
  throw new Error(`Tab never reached #${id}`);
}

/** A slider's value, what a screen reader hears for it, and what the page prints beside it (its <output for>). */
async function expectSliderReads(page: Page, slider: Locator, expected: { value: string; valuetext: string; output: string }) {
  await expect(slider).toHaveValue(expected.value);
  await expect(slider).toHaveAttribute('aria-valuetext', expected.valuetext);
  await expect(page.locator(`output[for="${await slider.getAttribute('id')}"]`)).toHaveText(expected.output);
}

/**
 * Tabs onto the next slider, checks that Home and End reach its ends (in the order given; the
 * arrows start from the last), then arrows to a value and checks what a screen reader hears
 * and what the page prints beside the slider.
 */
async function tabThroughSlider(
  page: Page,
  slider: Locator,
  ends: [key: 'Home' | 'End', value: string][],
  [arrow, presses]: ['ArrowLeft' | 'ArrowRight', number],
  expected: { value: string; valuetext: string; output: string },
) {
  await page.keyboard.press('Tab');
  await expect(slider).toBeFocused();
  for (const [key, value] of ends) {
    await page.keyboard.press(key);
    await expect(slider).toHaveValue(value);
  }
  for (let i = 0; i < presses; i += 1) await page.keyboard.press(arrow);
  await expectSliderReads(page, slider, expected);
}

test.describe('cost estimator', () => {
  test('starts with no service, the default sliders and no result', async ({ page }) => {
    const c = await openEstimator(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Concrete Repair Cost Estimator');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Cost Estimator')).toHaveAttribute('aria-current', 'page');

    await expect(c.service).toHaveValue('');
    const options = await c.service.locator('option').evaluateAll((els) =>
      els.map((el) => [(el as HTMLOptionElement).value, el.textContent]),
    );
    expect(options).toEqual([
      ['', 'Select a service'],
      ['crack-repair', 'Crack Repair'],
      ['leveling', 'Concrete Leveling'],
      ['resurfacing', 'Concrete Resurfacing'],
      ['driveway-repair', 'Driveway Repair'],
    ]);

    await expect(c.sqft).toHaveAttribute('type', 'range');
    await expect(c.sqft).toHaveAttribute('min', '50');
    await expect(c.sqft).toHaveAttribute('max', '1000');
    await expect(c.sqft).toHaveAttribute('step', '50');
    await expectSliderReads(page, c.sqft, { value: '200', valuetext: '200 square feet', output: '200 sq ft' });

    await expect(c.severity).toHaveAttribute('min', '0');
    await expect(c.severity).toHaveAttribute('max', '100');
    await expect(c.severity).toHaveAttribute('step', '10');
    await expectSliderReads(page, c.severity, { value: '50', valuetext: '50 percent', output: '50%' });

    // The live region is there before any result, so the first result is announced.
    await expect(c.liveRegion).toHaveCount(1);
    await expect(c.figure).toHaveCount(0);
    await expect(c.handOff).toHaveCount(0);

    const quoteCard = page.getByRole('complementary', { name: 'Contact us' });
    await expect(quoteCard.getByRole('heading', { name: 'Get Accurate Quote' })).toBeVisible();
    await expect(quoteCard.getByRole('link', { name: /Call \(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(quoteCard.getByRole('link', { name: 'Request Online Quote' })).toHaveAttribute('href', '/contact?from=/tools/cost-estimator');
    const factors = page.getByRole('region', { name: 'What Affects Cost?' }).getByRole('heading', { level: 3 });
    await expect(factors).toHaveText([
      'Size and scope',
      'Extent of damage',
      'Accessibility',
      'Material quality',
      'Location in the metro area',
      'Permits and preparation',
    ]);
    await expectNoAxeViolations(page);
  });

  test('Calculate without a service does nothing and shows no message', async ({ page }) => {
    const c = await openEstimator(page);
    const before = await c.resultCard.innerText();
    await c.calculate.click();
    await c.sqft.focus();
    await page.keyboard.press('End');
    await c.calculate.click();
    await expect(c.figure).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await c.resultCard.innerText()).toBe(before);
    expect(new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page);
  });

  test('works with the mouse and replaces the result on each calculation', async ({ page }) => {
    const c = await openEstimator(page);
    await c.service.selectOption('driveway-repair');

    // Clicking at the far right end of each track moves the thumb to the maximum.
    for (const slider of [c.sqft, c.severity]) {
      await slider.scrollIntoViewIfNeeded();
      const box = await slider.boundingBox();
      if (!box) throw new Error('slider not rendered');
      await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
    }
    await expectSliderReads(page, c.sqft, { value: '1000', valuetext: '1,000 square feet', output: '1,000 sq ft' });
    await expect(c.severity).toHaveValue('100');
    await expect(c.severity).toHaveAttribute('aria-valuetext', '100 percent');
    await c.calculate.click();

    await expect(c.liveRegion.getByText('$2,400 - $7,200', { exact: true })).toBeVisible();
    await expect(c.resultCard).toContainText('based on typical Charlotte, NC pricing');
    await expect(c.resultCard).toContainText(/estimate only/i);
    await expectNoAxeViolations(page);

    // Far left: the minimum of both sliders, then a different service.
    for (const slider of [c.sqft, c.severity]) {
      await slider.scrollIntoViewIfNeeded();
      const box = await slider.boundingBox();
      if (!box) throw new Error('slider not rendered');
      await page.mouse.click(box.x + 1, box.y + box.height / 2);
    }
    await c.service.selectOption('resurfacing');
    await expect(c.sqft).toHaveValue('50');
    await expect(c.severity).toHaveValue('0');
    // Changing the inputs alone leaves the last result in place until Calculate.
    await expect(c.figure).toHaveText('$2,400 - $7,200');
    await c.calculate.click();
    await expect(c.figure).toHaveCount(1);
    await expect(c.figure).toHaveText('$120 - $320');
    await expect(c.resultCard).not.toContainText('$2,400');
    await expect(page).toHaveURL(/\?service=resurfacing&sqft=50&severity=0$/);
  });

  test('works with the keyboard alone: arrows, Home and End', async ({ page }) => {
    const c = await openEstimator(page);
    await tabTo(page, 'service');
    // On a closed select Chromium moves through the options with the arrow keys.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(c.service).toHaveValue('leveling');

    await tabThroughSlider(page, c.sqft, [['End', '1000'], ['Home', '50']], ['ArrowRight', 6], { value: '350', valuetext: '350 square feet', output: '350 sq ft' });
    await tabThroughSlider(page, c.severity, [['Home', '0'], ['End', '100']], ['ArrowLeft', 3], { value: '70', valuetext: '70 percent', output: '70%' });

    await page.keyboard.press('Tab');
    await expect(c.calculate).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(c.liveRegion.getByText('$1,890 - $4,536', { exact: true })).toBeVisible();
    await expect(c.resultCard).toContainText('Concrete Leveling, 350 sq ft, 70% damage severity');
    // The skip link put #main in the URL; the query is written in front of it.
    await expect(page).toHaveURL(`${route}?service=leveling&sqft=350&severity=70#main`);

    // Shift+Tab back to severity, lower it, and calculate again with Space.
    await page.keyboard.press('Shift+Tab');
    await expect(c.severity).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(c.figure).toHaveText('$1,400 - $3,360');
    await expect(c.figure).toHaveCount(1);
    await expect(page).toHaveURL(`${route}?service=leveling&sqft=350&severity=0#main`);
    await expectNoAxeViolations(page);
  });

  test('the URL carries the inputs: bookmarkable, reloadable, shareable', async ({ page }) => {
    const c = await openEstimator(page, '?service=leveling&sqft=350&severity=70');
    await expect(c.service).toHaveValue('leveling');
    await expect(c.sqft).toHaveValue('350');
    await expect(c.severity).toHaveValue('70');
    await expect(c.figure).toHaveText('$1,890 - $4,536');

    const historyLength = await page.evaluate(() => history.length);
    await c.service.selectOption('crack-repair');
    await c.calculate.click();
    await expect(c.figure).toHaveText('$324 - $864');
    await expect(page).toHaveURL(`${route}?service=crack-repair&sqft=350&severity=70`);

    await page.reload();
    await hydrated(page);
    await expect(c.service).toHaveValue('crack-repair');
    await expect(c.figure).toHaveText('$324 - $864');
    // replaceState: calculating adds no history entries.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('clamps out-of-range values and ignores malformed ones', async ({ page }) => {
    const c = await openEstimator(page, '?service=leveling&sqft=9999&severity=-5');
    await expect(c.sqft).toHaveValue('1000');
    await expect(c.severity).toHaveValue('0');
    await expect(c.figure).toHaveText('$4,000 - $9,600');
    await expect(page).toHaveURL(`${route}?service=leveling&sqft=1000&severity=0`);

    await openEstimator(page, '?service=resurfacing&sqft=333&severity=66');
    await expect(c.sqft).toHaveValue('350');
    await expect(c.severity).toHaveValue('70');
    await expect(c.figure).toHaveText('$1,134 - $3,024');

    await openEstimator(page, '?service=patio&sqft=abc&severity=%3Cscript%3E');
    await expect(c.service).toHaveValue('');
    await expect(c.sqft).toHaveValue('200');
    await expect(c.severity).toHaveValue('50');
    await expect(c.figure).toHaveCount(0);
  });

  test('hands the estimate to the quote form', async ({ page }) => {
    const c = await openEstimator(page, '?service=leveling&sqft=350&severity=70');
    await expect(c.handOff).toHaveAttribute('href', levelingHref);
    await expectNoAxeViolations(page);

    await c.handOff.click();
    await expect(page).toHaveURL(levelingHref);
    // The page opens on the form, saying the estimate is in it, not at the top of the page.
    const note = page.getByText('We added your estimate below.');
    await expect(note).toBeInViewport();
    await expect(page.getByLabel(/Your Name/)).toBeInViewport();
    // The quote form fills itself in when its own island hydrates.
    await expect(page.getByLabel(/Service Needed/)).toHaveValue('leveling', { timeout: 30_000 });
    await expect(page.getByLabel(/Project Details/)).toHaveValue(levelingSummary);
  });

  test('at 375 px the hand-off lands on the note and the filled-in form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const c = await openEstimator(page, '?service=leveling&sqft=350&severity=70');
    await c.handOff.click();
    await expect(page.getByText('We added your estimate below.')).toBeInViewport();
    await expect(page.getByLabel(/Your Name/)).toBeInViewport();
    await expect(page.getByLabel(/Service Needed/)).toHaveValue('leveling', { timeout: 30_000 });
    await expectNoAxeViolations(page);
  });

  test('/contact reached any other way does not show the note', async ({ page }) => {
    await page.goto('/contact?service=leveling');
    await expect(page.getByText('We added your estimate below.')).toBeHidden();
  });

  test('passes axe at 375 px in the initial and the result state', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openEstimator(page);
    await expectNoAxeViolations(page);
    const c = await openEstimator(page, '?service=driveway-repair&sqft=1000&severity=100');
    await expect(c.figure).toHaveText('$2,400 - $7,200');
    await expectNoAxeViolations(page);
  });
});

test.describe('cost estimator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the rate table and quote links, and no live-looking controls', async ({ page, request }) => {
    await page.goto(`${route}?service=leveling&sqft=350&severity=70`);
    const c = controls(page);
    await expect(c.calculate).toBeDisabled();
    await expect(c.service).toBeDisabled();
    await expect(c.sqft).toBeDisabled();
    await expect(c.severity).toBeDisabled();
    // Playwright's switch leaves <noscript> unrendered, so check the served HTML for the note.
    const html = await (await request.get(route)).text();
    expect(html).toMatch(/<noscript><p[^>]*>The calculator needs JavaScript\. The <a href="#rates">rate table below<\/a>/);
    await expect(page.locator('#rates')).toBeVisible();
    await expect(c.figure).toHaveCount(0);

    const table = page.getByRole('table');
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent?.trim())),
    );
    expect(rows).toEqual([
      ['Crack Repair', '$300–$800 per job'],
      ['Concrete Leveling', '$5–$12 per sq ft'],
      ['Concrete Resurfacing', '$3–$8 per sq ft'],
      ['Driveway Repair', '$2–$6 per sq ft'],
    ]);
    await expect(page.getByRole('link', { name: 'Request Online Quote' })).toHaveAttribute('href', '/contact?from=/tools/cost-estimator');
  });
});
