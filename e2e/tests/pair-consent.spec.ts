import {
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  loginThroughForm,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';

test('a pair waits for the partner: the holder invites, the partner accepts in Mis Inscripciones, both see it', async ({
  browser,
  request,
}) => {
  const event = await createOpenEventViaApi(request, { permiteParejas: true });
  const holder = await registerRunnerViaApi(request);
  const partner = await registerRunnerViaApi(request, { nombre: 'Bautista', apellido: 'Ferreyra' });

  // The holder enrols as a pair by the partner's DNI.
  const holderContext = await browser.newContext();
  const holderPage = await holderContext.newPage();
  await loginThroughForm(holderPage, 'Corredor', holder.dni, holder.password);
  await expect(holderPage).toHaveURL(/\/profile$/);
  await holderPage.goto('/races/register');
  await holderPage.getByLabel('Evento').selectOption(String(event.id));
  await holderPage.getByLabel('Distancia').selectOption('33');
  await holderPage.getByLabel('Inscribirme en pareja').check();
  await holderPage.getByLabel(/DNI de tu compañero/).fill(partner.dni);
  // The DNI is checked as typed: the partner's first name and surname initial, nothing more.
  await expect(holderPage.getByText('Vas a invitar a Bautista F.')).toBeVisible();
  await holderPage.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(holderPage.getByRole('heading', { name: 'Inscripción Exitosa' })).toBeVisible();
  await expect(holderPage.getByText(`Invitaste a Bautista F. (DNI ${partner.dni}) a correr en pareja`)).toBeVisible();
  await expect(holderPage.getByRole('link', { name: 'Avisale por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(holderPage.getByText(/Ferreyra/)).toHaveCount(0);

  // The success page stays until the runner leaves it.
  await holderPage.getByRole('link', { name: 'Ir a Mi Perfil' }).click();
  await expect(holderPage).toHaveURL(/\/profile$/);
  const holderCard = holderPage.getByRole('listitem').filter({ hasText: event.nombre });
  await expect(holderCard.getByText(`En pareja con Bautista F. (DNI ${partner.dni})`)).toBeVisible();
  await expect(holderCard.getByText('Pendiente de confirmación del compañero/a')).toBeVisible();
  await expect(holderPage.getByText(/Ferreyra/)).toHaveCount(0);
  await expectNoAccessibilityViolations(holderPage);

  // The partner finds the invitation and accepts it.
  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  await loginThroughForm(partnerPage, 'Corredor', partner.dni, partner.password);
  await expect(partnerPage).toHaveURL(/\/profile$/);
  const invitation = partnerPage.getByRole('listitem').filter({ hasText: event.nombre });
  await expect(
    invitation.getByText(`${holder.nombre} ${holder.apellido} (DNI ${holder.dni}) te invitó a correr en pareja.`),
  ).toBeVisible();
  await expect(invitation.getByRole('button', { name: 'Rechazar' })).toBeVisible();
  await expectNoAccessibilityViolations(partnerPage);

  // The invited partner may open the pair before answering: who invites them, and no 'not yours'.
  await invitation.getByRole('link', { name: /Ver detalle/ }).click();
  await expect(partnerPage).toHaveURL(/\/races\/register\?inscriptionId=\d+$/);
  await expect(partnerPage.getByText('Te invitó a correr en pareja')).toBeVisible();
  await expect(partnerPage.getByText(`${holder.nombre} ${holder.apellido} (DNI ${holder.dni})`)).toBeVisible();
  await expect(partnerPage.getByText('No tenés permiso para ver esta inscripción')).toHaveCount(0);
  await partnerPage.getByRole('link', { name: 'Volver a Mi Perfil' }).click();
  await expect(partnerPage).toHaveURL(/\/profile$/);

  await invitation.getByRole('button', { name: 'Aceptar' }).click();
  await expect(invitation.getByText(`En pareja con ${holder.nombre} ${holder.apellido}`)).toBeVisible();
  await expect(invitation.getByText('Inscripción Registrada - Pago Pendiente')).toBeVisible();

  // The partner opens the pair from Mis Inscripciones (the server lets either member read it).
  await invitation.getByRole('link', { name: /Ver detalle/ }).click();
  await expect(partnerPage).toHaveURL(/\/races\/register\?inscriptionId=\d+$/);
  await expect(partnerPage.getByText('En pareja', { exact: true })).toBeVisible();
  await expect(partnerPage.getByText(`${holder.nombre} ${holder.apellido} (DNI ${holder.dni})`)).toBeVisible();
  await expect(partnerPage.getByText('No tenés permiso para ver esta inscripción')).toHaveCount(0);

  // The holder now sees the partner by name.
  await holderPage.reload();
  await expect(holderCard.getByText('En pareja con Bautista Ferreyra')).toBeVisible();
  await expect(holderCard.getByText('Pendiente de confirmación del compañero/a')).toHaveCount(0);

  await holderContext.close();
  await partnerContext.close();
});
