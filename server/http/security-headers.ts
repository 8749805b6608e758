import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/**
 * The headers a browser expects on every answer (helmet): a Content-Security-Policy under which
 * only our own scripts and Stripe.js run, no framing by other sites, no MIME sniffing, a referrer
 * cut to the origin elsewhere, and, when served over https, HSTS and upgraded subrequests.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const https = new URL(publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        'object-src': ["'none'"],
        'script-src': ["'self'", ...STRIPE_JS],
        'script-src-attr': ["'none'"],
        // Mantine sets style attributes and writes <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Avatars are initials drawn by the app: no third party learns who our users are.
        'img-src': ["'self'", 'data:', 'https://*.stripe.com'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'https://api.stripe.com'],
        // Stripe's card field and 3-D Secure run in its frames; the document viewer frames only
        // our own copies of the documents, so no publisher's site runs inside our pages. They are
        // fetched with the session's headers and framed as blob: URLs, which only our own
        // scripts can make.
        'frame-src': ["'self'", 'blob:', ...STRIPE_JS, 'https://hooks.stripe.com'],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
