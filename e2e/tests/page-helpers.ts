import { expect, type Page } from '@playwright/test';
import { adminTokenViaApi } from './fixtures.ts';

/**
 * Signs the page in as the admin without the form: the token goes into storage before the app loads, unless
 * the page already holds one (a reload keeps the session it has).
 */
export async function signInAdmin(page: Page) {
  const token = await adminTokenViaApi(page.request);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('admin_token')) {
      localStorage.setItem('admin_token', value);
      localStorage.setItem('user_type', 'admin');
    }
  }, token);
}

/**
 * Neither the page nor a scrolling box in its main area scrolls sideways. Asked again for a few seconds: right
 * after the viewport changes, scroll areas measure their content on the next frames.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [document.documentElement, ...Array.from(document.querySelectorAll('main *'))]
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .filter(
              (element) =>
                element === document.documentElement ||
                ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
            )
            .map((element) => `${element.tagName}.${element.className}`),
        ),
      { timeout: 5_000 },
    )
    .toEqual([]);
}

/** Picks an option of a Mantine select by its label. */
export async function chooseOption(
  page: Page,
  label: string,
  option: string | RegExp,
  { exact }: { exact?: boolean } = {},
) {
  await page.getByRole('combobox', { name: label, exact }).click();
  await page.getByRole('option', { name: option }).click();
}
