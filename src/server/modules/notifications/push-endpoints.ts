// Which addresses the server will POST push messages to. A subscription's endpoint comes from the
// browser, that is from whoever calls our API: without this check anyone could make the server
// send requests to an address of their choosing (SSRF). Only the known push services pass, over
// https on the default port; outside production, a push service on this machine too (the tests').
import type { PushSettings } from '#server/env/push-settings.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

function hostMatches(hostname: string, pattern: string): boolean {
  const wanted = pattern.toLowerCase();
  if (wanted.startsWith('*.'))
    return hostname.endsWith(wanted.slice(1)) && hostname.length > wanted.length - 1;
  return hostname === wanted;
}

export function isAllowedPushEndpoint(
  endpoint: string,
  settings: Pick<PushSettings, 'serviceHosts' | 'allowLocalServices'>,
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase();
  if (settings.allowLocalServices && LOCAL_HOSTS.has(hostname) && /^https?:$/.test(url.protocol)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return settings.serviceHosts.some((pattern) => hostMatches(hostname, pattern));
}
