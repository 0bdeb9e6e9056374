/**
 * Whether an address is the machine's own (127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6):
 * the storefront's server, which proxies shoppers' requests, runs there. Fastify's `trustProxy`
 * takes this as its rule for believing X-Forwarded-For. It does what proxy-addr's `'loopback'`
 * does for the addresses a socket reports, without parsing each address of every request.
 */
export function isLoopback(address: string): boolean {
  return address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.');
}
