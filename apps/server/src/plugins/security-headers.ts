import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer. The middleware is built once: the Fastify wrapper
 * (@fastify/helmet) builds it again for every request, re-parsing the content security policy,
 * which cost about 3% of the server's time on a missed search.
 */
/** Helmet's default: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(app: FastifyInstance): void {
  // The map's tiles come from their provider's host (MAP_TILES_URL); `{s}` in it stands for its subdomains.
  const tiles = new URL(app.env.MAP_TILES_URL.replace('{s}.', '')).origin;
  const tileHosts = app.env.MAP_TILES_URL.includes('{s}.') ? tiles.replace('://', '://*.') : tiles;
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileHosts],
        mediaSrc: ["'self'", 'blob:'],
        scriptSrc: ["'self'", 'https://www.phone.email'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ['https://www.phone.email', 'https://auth.phone.email'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The phone.email sign-in opens a pop-up that must be able to talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // Sent below, over https only.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // HSTS means something only on an answer that came over https (RFC 6797 §7.2): on plain http it
    // is ignored by browsers, and tells a proxy-less test server's clients nothing true. Behind a
    // trusted proxy (TRUST_PROXY) request.protocol is the one the client used (docs/decisions/0098).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
