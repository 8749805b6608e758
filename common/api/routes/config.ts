import { publicConfigSchema } from '../config';
import { defineRoute } from '../contract';

/** Public, no session needed: only settings that are safe for any visitor to read. */
export const CONFIG_ROUTES = {
  show: defineRoute({
    method: 'GET',
    path: '/v1/config',
    access: 'public',
    tags: ['sistema'],
    summary:
      'Configuración pública de la aplicación (dirección de contacto, clave pública de Stripe, días de prueba)',
    response: { 200: publicConfigSchema },
  }),
};
