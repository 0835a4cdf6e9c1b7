import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * Headers a proxy adds when it passes a request on. A request carrying one came through a proxy,
 * so its peer address (often 127.0.0.1 for a proxy on the same host) says nothing of the caller.
 */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'via'];

export const isForwarded = (headers: Record<string, string | string[] | undefined>): boolean =>
  FORWARDING_HEADERS.some((name) => headers[name] !== undefined);

/**
 * Who may read /metrics: any caller with the bearer METRICS_TOKEN, or a direct peer (no
 * forwarding header) whose own address (the socket's, never X-Forwarded-For, which a client can
 * write) is in METRICS_ALLOW.
 */
export function metricsAccess(allow: string[], token: string | undefined) {
  const list = new BlockList();
  for (const entry of allow) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;

  return (peer: string | undefined, authorization: string | undefined, forwarded: boolean): boolean => {
    if (expected && authorization) {
      const given = Buffer.from(authorization);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    }
    if (!peer || forwarded) return false;
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const address = peer.startsWith('::ffff:') && isIP(peer.slice(7)) === 4 ? peer.slice(7) : peer;
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}
