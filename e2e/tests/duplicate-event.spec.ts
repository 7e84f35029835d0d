import { createOpenEventViaApi, expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { signInAdmin } from './page-helpers.ts';

/**
 * 'Duplicar' asks what to copy (docs/product-choices.md, 'Duplicar asks what to copy'): the dialog at 1024 and
 * 390 px, with axe, and the copy made as ticked. Screenshots go to the test's output folder.
 */
for (const [label, viewport] of [
  ['tablet', { width: 1024, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('the dialog lists the parts, the description unticked, and copies what is ticked', async ({
      page,
      request,
    }) => {
      const event = await createOpenEventViaApi(request, {
        descripcion: 'Largada 8:00, circuito nuevo',
        permiteParejas: true,
      });
      await signInAdmin(page);
      await page.goto('/admin/events');
      await page.getByRole('button', { name: `Duplicar ${event.nombre}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Duplicar evento' });
      await expect(dialog.getByRole('checkbox', { name: 'Descripción' })).not.toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Inscripción en parejas' })).toBeChecked();
      await dialog.getByRole('checkbox', { name: 'Inscripción en parejas' }).uncheck();
      // The dialog fits the screen (the events table behind it scrolls sideways on a phone by design).
      const box = await dialog.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(viewport.width);
      await expectNoAccessibilityViolations(page);
      await page.screenshot({ path: test.info().outputPath(`duplicate-dialog-${viewport.width}.png`) });
      const answer = page.waitForResponse((r) => r.url().endsWith(`/api/events/${event.id}/duplicate`));
      await dialog.getByRole('button', { name: 'Duplicar' }).click();
      const made = await (await answer).json();
      await expect(
        page.getByText(`Evento duplicado: ${made.nombre} (inactivo hasta que lo revise y active)`),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(made).toMatchObject({ descripcion: null, permiteParejas: false, activo: false });
    });
  });
}
