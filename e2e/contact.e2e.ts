import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newVisitor } from './support/browser';
import { nextMail } from './support/mailbox';

const browser = browserForFile();

describe('contact', () => {
  it('shows the contact address on the landing page, next to the sign-up link', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/inicio');
    const address = page.getByRole('link', { name: inject('contactEmail') });
    await address.waitFor();
    expect(await address.getAttribute('href')).toBe(`mailto:${inject('contactEmail')}`);
    for (const section of ['El equipo', 'Confían en nosotros']) {
      expect(await page.getByRole('heading', { level: 2, name: section }).isVisible()).toBe(true);
    }
    await page.getByRole('link', { name: 'Empieza gratis' }).first().click();
    await page.waitForURL('**/sign_up');
    await context.close();
  });

  it('sends the form to the contact address by e-mail', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/contacto');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('El mensaje es obligatorio').waitFor();

    await page.getByLabel('Nombre').fill('Pedro Visitante');
    await page.getByLabel('Correo electrónico').fill('pedro@example.com');
    await page.getByLabel('Mensaje').fill('¿Tenéis licitaciones de Ceuta y Melilla?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('Gracias por escribirnos. Te responderemos lo antes posible.').waitFor();

    const mail = await nextMail(inject('contactEmail'));
    expect(mail.subject).toBe('Contacto desde la web: Pedro Visitante');
    expect(mail.text).toContain('¿Tenéis licitaciones de Ceuta y Melilla?');
    await context.close();
  });
});
