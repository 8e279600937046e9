// What the site's own server (scripts/serve.mjs) and the application share in one process: the
// client address it vouches for, which proxies it trusts, and what runs when it stops. Plain ESM
// with JSDoc so that server runs with Node alone; the application bundles its own copy of this
// module, so anything shared lives on globalThis under a Symbol.for key.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The request header that carries the client address the site's own server determined. */
export const CLIENT_ADDRESS_HEADER = 'x-hikari-client-address';

/** Forwarding headers a client could forge; removed unless the peer is a trusted proxy. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
];

const SERVED = Symbol.for('hikari.server-process.served');
const SHUTDOWN = Symbol.for('hikari.server-process.shutdown');

/**
 * @typedef {object} ProxyTrust
 * @property {number} hops proxies in front, each appending the address it saw to X-Forwarded-For
 * @property {BlockList | null} proxies the addresses allowed to set forwarding headers (null: none)
 */

/** A configuration that must stop the server, with the message that names the fix. */
export class ProxyTrustError extends Error {}

/**
 * The proxy trust of the environment: TRUSTED_PROXY_HOPS (default 0) proxies in front, and
 * TRUSTED_PROXY_CIDRS, comma-separated addresses or CIDR blocks (`10.0.0.0/8`, `::1`), the peers
 * allowed to set X-Forwarded-For. Errors (ProxyTrustError): hops that is not a whole number
 * 0-10, hops above 0 without TRUSTED_PROXY_CIDRS (any client could otherwise pick its address),
 * an entry that is not an address or block.
 * @param {Record<string, string | undefined>} env
 * @returns {ProxyTrust}
 */
export function proxyTrustFrom(env) {
  const hopsText = (env.TRUSTED_PROXY_HOPS ?? '').trim() || '0';
  const hops = Number(hopsText);
  if (!/^\d+$/.test(hopsText) || hops > 10)
    throw new ProxyTrustError(`TRUSTED_PROXY_HOPS must be a whole number 0-10 (got "${hopsText}")`);
  const entries = (env.TRUSTED_PROXY_CIDRS ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (hops > 0 && entries.length === 0)
    throw new ProxyTrustError(
      'TRUSTED_PROXY_HOPS is set but TRUSTED_PROXY_CIDRS is not: name the proxies that may set ' +
        'X-Forwarded-For (e.g. TRUSTED_PROXY_CIDRS=10.0.0.5,10.0.1.0/24), else any client picks its own address',
    );
  if (hops === 0) return { hops, proxies: null };
  const proxies = new BlockList();
  for (const entry of entries) {
    const [address = '', prefixText] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const prefix = prefixText === undefined ? (type === 'ipv4' ? 32 : 128) : Number(prefixText);
    if (!type || !Number.isInteger(prefix) || prefix < 0 || prefix > (type === 'ipv4' ? 32 : 128))
      throw new ProxyTrustError(`TRUSTED_PROXY_CIDRS: "${entry}" is not an address or CIDR block`);
    proxies.addSubnet(address, prefix, type);
  }
  return { hops, proxies };
}

/** '::ffff:10.0.0.1' (an IPv4 peer of a dual-stack socket) as '10.0.0.1'; others unchanged. */
function plainAddress(/** @type {string} */ address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** @param {ProxyTrust} trust @param {string} address */
function isTrustedProxy(trust, address) {
  if (!trust.proxies) return false;
  if (isIPv4(address)) return trust.proxies.check(address, 'ipv4');
  if (isIPv6(address)) return trust.proxies.check(address, 'ipv6');
  return false;
}

/**
 * The client address of a request from the socket peer `peer` carrying X-Forwarded-For
 * `forwardedFor`: the peer itself unless it is a trusted proxy; then, up to `hops` times, the
 * entry that proxy appended (read from the right), as long as the address before it is a trusted
 * proxy too. Entries left of the last trusted proxy's are the client's own and never read.
 * @param {ProxyTrust} trust
 * @param {string} peer
 * @param {string | undefined} forwardedFor
 * @returns {string}
 */
export function clientAddressOf(trust, peer, forwardedFor) {
  const parts = (forwardedFor ?? '')
    .split(',')
    .map((p) => plainAddress(p.trim()))
    .filter(Boolean);
  let client = plainAddress(peer);
  for (let i = 0; i < trust.hops && isTrustedProxy(trust, client); i++) {
    const next = parts[parts.length - 1 - i];
    if (next === undefined || !(isIPv4(next) || isIPv6(next))) break;
    client = next;
  }
  return client;
}

/**
 * Prepares an incoming request's headers before Next sees them: removes any client-sent copy of
 * CLIENT_ADDRESS_HEADER and sets it to clientAddressOf; removes the forwarding headers
 * (X-Forwarded-For/-Host/-Proto/-Port, Forwarded) unless the peer is a trusted proxy, so Next
 * checks a server action's Origin against the Host header itself and fills X-Forwarded-For from
 * the socket. Marks the process as served this way (servedClientAddress).
 * @param {ProxyTrust} trust
 * @param {import('node:http').IncomingMessage} req
 */
export function prepareIncoming(trust, req) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[SERVED] = true;
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  const client = clientAddressOf(
    trust,
    peer,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
  );
  if (!isTrustedProxy(trust, plainAddress(peer)))
    for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers[CLIENT_ADDRESS_HEADER] = client;
}

/**
 * The client address the site's own server set (prepareIncoming), '' when it knows none, or
 * undefined when this process is not served by it (then the header, if any, came from the client
 * and is ignored).
 * @param {Headers} headers
 * @returns {string | undefined}
 */
export function servedClientAddress(headers) {
  if (!(/** @type {Record<symbol, unknown>} */ (globalThis)[SERVED])) return undefined;
  return headers.get(CLIENT_ADDRESS_HEADER) ?? '';
}

/** @returns {Array<() => Promise<void>>} */
function shutdownTasks() {
  const g = /** @type {Record<symbol, Array<() => Promise<void>> | undefined>} */ (globalThis);
  return (g[SHUTDOWN] ??= []);
}

/**
 * Registers `task` to run when the server process stops (SIGTERM, SIGINT): closing the embedded
 * database, for one.
 * @param {() => Promise<void>} task
 */
export function onShutdown(task) {
  shutdownTasks().push(task);
}

/**
 * Runs every registered shutdown task once, the last registered first; a failing task is
 * logged (its name only) and the others still run.
 * @returns {Promise<void>}
 */
export async function runShutdownTasks() {
  const tasks = shutdownTasks().splice(0).reverse();
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      console.error(
        `[server] a shutdown task failed (${error instanceof Error ? error.name : 'error'})`,
      );
    }
  }
}
