import type { FastifyHelmetOptions } from '@fastify/helmet';
import { cspDirectives, serializeCsp, type CspManifest } from '../../src/csp/policy';
import { storybookCspDirectives } from '../../src/csp/storybookPolicy';
import { isTemplatesPageFile, isTemplateThumbnailFile } from '../../src/config/templateThumbnails';

/** Features no page of the docs uses: denied to the page and to any third-party script on it. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * HSTS is sent on every response, for a year, without includeSubDomains: browsers ignore it on
 * plain http (RFC 6797 §8.1), so it takes effect only once a deployment is reached over https
 * (usually behind a TLS proxy, which this server cannot see), and it never binds other hosts.
 */
export const HSTS_MAX_AGE_S = 31_536_000;

/** @fastify/helmet's options for the site: the CSP from the build's manifest, and the hardened rest. */
export function helmetOptions(manifest: CspManifest): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(manifest) },
    // Off: require-corp would block the ad network's images, which send no CORP header.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false, preload: false },
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  };
}

/** The policy as the server sends it (for logs and tests). */
export const cspHeaderOf = (manifest: CspManifest): string => serializeCsp(cspDirectives(manifest));

/**
 * What /storybook/ sends instead of the site's policy and frame rule (src/config/storybook.ts
 * scopes it): Storybook's own script hashes, and its manager may frame its own iframe.html.
 */
export const storybookSecurityHeaders = (manifest: CspManifest): Record<string, string> => ({
  'content-security-policy': serializeCsp(storybookCspDirectives(manifest)),
  'x-frame-options': 'SAMEORIGIN',
});

/**
 * The two exceptions to "no frames" (src/config/templateThumbnails.ts), each the smallest change
 * that lets the Templates page show its thumbnails; every other response keeps `frame-src 'none'`,
 * `frame-ancestors 'none'` and X-Frame-Options DENY.
 *
 * - The Templates page may frame documents of its own origin (`frame-src 'self'`); nothing else changes.
 * - A template's thumbnail copy may be framed by a page of its own origin (`frame-ancestors 'self'`,
 *   X-Frame-Options SAMEORIGIN), and runs no script at all (`script-src 'none'`: it carries none).
 *   The live template pages themselves stay unframeable.
 */
export function framingHeadersFor(relativeFile: string, manifest: CspManifest): Record<string, string> | undefined {
  const site = cspDirectives(manifest);
  if (isTemplatesPageFile(relativeFile)) return { 'content-security-policy': serializeCsp({ ...site, 'frame-src': ["'self'"] }) };
  if (isTemplateThumbnailFile(relativeFile)) {
    return {
      'content-security-policy': serializeCsp({ ...site, 'script-src': ["'none'"], 'frame-ancestors': ["'self'"] }),
      'x-frame-options': 'SAMEORIGIN',
    };
  }
  return undefined;
}
