/**
 * Which push services the server posts to (PUSH_ENDPOINT_PREFIXES): a subscription's endpoint is accepted only when
 * it starts with one of them, so the server never posts to an address a user chose. An entry is a URL prefix
 * (scheme, host, port, path); a host written `*.example.com` stands for any subdomain of example.com (Edge's push
 * service, WNS, gives each browser a host of its own under notify.windows.com). Endpoints are compared parsed, so
 * no spelling of a URL (userinfo, case, a default port) gets around the list.
 */
export const DEFAULT_PUSH_ENDPOINT_PREFIXES = [
  'https://fcm.googleapis.com/', // Chrome
  'https://updates.push.services.mozilla.com/', // Firefox
  'https://web.push.apple.com/', // Safari
  'https://*.notify.windows.com/', // Edge
].join(',');

export interface EndpointPrefix {
  protocol: string;
  /** The host as written, or, for `*.example.com`, `.example.com`: any host ending so. */
  host: string;
  anySubdomain: boolean;
  port: string;
  path: string;
}

const WILDCARD = '*.';

/** One entry of the list, or a reason it is not one (start-up names the variable). */
export function parsePrefix(entry: string): EndpointPrefix | string {
  const wildcard = /^https?:\/\/\*\./.test(entry);
  let url: URL;
  try {
    url = new URL(wildcard ? entry.replace(WILDCARD, 'wildcard.') : entry);
  } catch {
    return `"${entry}" is not a URL`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${entry}" is not an http(s) URL`;
  if (url.username || url.password || url.search || url.hash) return `"${entry}" must be a plain URL prefix`;
  if (!url.pathname.endsWith('/')) return `"${entry}" must end its path with /`;
  return {
    protocol: url.protocol,
    host: wildcard ? url.hostname.slice('wildcard'.length) : url.hostname,
    anySubdomain: wildcard,
    port: url.port,
    path: url.pathname,
  };
}

/** Whether `endpoint` is a URL under one of `prefixes`. */
export function endpointAllowed(endpoint: string, prefixes: EndpointPrefix[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return prefixes.some(
    (prefix) =>
      url.protocol === prefix.protocol &&
      (prefix.anySubdomain
        ? url.hostname.endsWith(prefix.host) && url.hostname.length > prefix.host.length
        : url.hostname === prefix.host) &&
      url.port === prefix.port &&
      url.pathname.startsWith(prefix.path),
  );
}
