import { expect } from '@playwright/test';
import { openAs, test } from './support.ts';

test('the app loads the home page for a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Signed out: a Login button in the top bar, no account menu.
  await expect(page.locator('.app-header').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  // One main landmark: the layout's content (the page inside it is no second one).
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('an unknown path shows the not-found page and goes back home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('switching to Arabic turns the page right-to-left, and back', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();

  // The page reloads in Arabic.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('.ant-layout-rtl').first()).toBeAttached();
  await expect(page.getByRole('heading', { name: 'مرحبًا بك' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');

  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.ant-layout-rtl')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('on a phone the menu hides behind the toggle and closes after navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/no/such/page');
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page.getByTestId('menu-toggle').click();
  const drawer = page.locator('.app-mobile-menu');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('menuitem', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(drawer).toBeHidden();
});

test('an employee on an Arabic phone: her own subtitle, the whole name in the top bar, a new page opens at its top', async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL, 'employee', { phone: true, arabic: true });
  // Self-service grants only: not the subtitle of those who run the organisation.
  await expect(page.getByTestId('home-text')).toHaveText(
    'إجازاتك وحضورك وقسائم رواتبك وطلباتك في مكان واحد.',
  );
  // The application's name is not cut (it wraps instead), in the app's own letters (the same on every
  // machine). Measured as a person sees it: each line the text is laid out on (a Range over it) lies inside
  // the name's box across (a pixel's leeway; an ellipsis would reach past it), and the box holds all its
  // lines (a third one, hidden by the two-line clamp, would not fit). Not the box's overflow: a font's
  // ascent and descent reach past a line's height without any letter being cut.
  const name = page.locator('.app-header .app-brand-name');
  await expect(name).toHaveText('الموارد البشرية والرواتب');
  const shown = await name.evaluate(async (el) => {
    await document.fonts.ready;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = Array.from(range.getClientRects());
    return {
      ownFont: document.fonts.check(`${style.fontWeight} ${style.fontSize} "HR Sans"`, el.textContent ?? ''),
      across: Math.max(...lines.map((r) => Math.max(box.left - r.left, r.right - box.right))),
      lines: new Set(lines.map((r) => Math.round(r.top))).size,
      lineHeight: Number.parseFloat(style.lineHeight),
      height: box.height,
    };
  });
  expect(shown.ownFont).toBe(true);
  expect(shown.across, JSON.stringify(shown)).toBeLessThanOrEqual(1);
  expect(shown.lines * shown.lineHeight, JSON.stringify(shown)).toBeLessThanOrEqual(shown.height + 1);

  // Scrolled down the home page, the leave form opens at its top; back returns to where home was left.
  await page.setViewportSize({ width: 375, height: 420 });
  const newRequest = page.getByRole('button', { name: 'طلب إجازة جديد' });
  await newRequest.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 80));
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(100);
  // Where the button was on her screen when she left.
  const seen = await newRequest.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await newRequest.click();
  await expect(page).toHaveURL(/\/self-service\/my-leave-requests\/create$/);
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(newRequest).toBeVisible();
  // Back at home, the page as she left it: the button where it was on her screen, once the home's cards are
  // there again (they come after the page renders; the shell puts the position back as the page grows).
  await expect
    .poll(async () => Math.abs((await newRequest.evaluate((el) => el.getBoundingClientRect().top)) - seen))
    .toBeLessThanOrEqual(1);
  await expect(newRequest).toBeInViewport();
});
