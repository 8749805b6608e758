import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTestApp, type MailTestApp } from '../../../test/app';

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp({ CONTACT_EMAIL: 'contacto@licitaciones.test' });
});
afterAll(() => t.close());

describe('POST /v1/contact', () => {
  it('e-mails the contact address with the sender as reply-to, HTML-escaped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/contact',
      payload: { name: 'Pedro <b>', email: 'pedro@example.com', message: '¿Tenéis licitaciones de Ceuta?' },
    });
    expect(res.statusCode).toBe(200);
    const message = await t.mail.next('contacto@licitaciones.test');
    expect(message.subject).toBe('Contacto desde la web: Pedro <b>');
    expect(message.replyTo?.value[0]?.address).toBe('pedro@example.com');
    expect(message.text).toContain('¿Tenéis licitaciones de Ceuta?');
    expect(message.html).toContain('Pedro &lt;b&gt;');
  });

  it('names the missing fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/contact',
      payload: { name: 'X', email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['body.message']);
  });
});
