import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { onRequestHookHandler } from 'fastify';
import { HELD_TAPS_SCRIPT } from '@wishlist/app-runtime/held-taps';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer of the edge (helmet), with a Content-Security-Policy the app works under:
 * the shell and its federated remotes are same-origin scripts (/, /mf/*), the service worker is same-origin,
 * styled-components writes <style> elements (hence 'unsafe-inline' for styles only), and Stripe Elements loads
 * js.stripe.com, talks to api.stripe.com and draws its fields and 3-D Secure in frames of js.stripe.com /
 * hooks.stripe.com. The one inline script, which holds a prerendered page's taps until the app has started, is allowed
 * by its hash. No other site may frame the app (clickjacking): frame-ancestors 'none' and X-Frame-Options DENY.
 */
const stripeScripts = ['https://js.stripe.com', 'https://*.js.stripe.com'];

const inlineScript = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", inlineScript(HELD_TAPS_SCRIPT), ...stripeScripts],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://api.stripe.com', ...stripeScripts],
  frameSrc: [...stripeScripts, 'https://hooks.stripe.com'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Off: the embedded setup is plain HTTP on a LAN address, where upgrading would break every request.
  upgradeInsecureRequests: null,
};

const options = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // When people open the app over https (APP_URL), browsers are told to never use plain HTTP for it again (a
  // year, subdomains too); a local run or a LAN demo over HTTP must not be pinned.
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
  // Stripe's 3-D Secure pop-up needs to talk back to its opener.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

/**
 * Helmet's headers, worked out once: they are the same on every answer (no nonces, no per-request directives).
 * @fastify/helmet built helmet's middleware anew on every request, parsing the policy each time: a fifth of the
 * edge's own time per proxied request.
 */
function securityHeaders(publicUrl: string | undefined): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options(publicUrl?.startsWith('https:') === true))(request, response, (err?: unknown) => {
    if (err) throw err;
  });
  return response.getHeaders();
}

/** The onRequest hook that puts the security headers on every answer of the edge. */
export function setSecurityHeaders(publicUrl: string | undefined): onRequestHookHandler {
  const headers = securityHeaders(publicUrl);
  return (_request, reply, done) => {
    reply.headers(headers);
    done();
  };
}
