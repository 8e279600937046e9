// Types of server-process.mjs (plain ESM so scripts/serve.mjs runs with Node alone).
import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';

export declare const CLIENT_ADDRESS_HEADER: string;
export interface ProxyTrust {
  hops: number;
  proxies: BlockList | null;
}
export declare class ProxyTrustError extends Error {}
export declare function proxyTrustFrom(env: Record<string, string | undefined>): ProxyTrust;
export declare function clientAddressOf(
  trust: ProxyTrust,
  peer: string,
  forwardedFor: string | undefined,
): string;
export declare function prepareIncoming(trust: ProxyTrust, req: IncomingMessage): void;
export declare function servedClientAddress(headers: Headers): string | undefined;
export declare function onShutdown(task: () => Promise<void>): void;
export declare function runShutdownTasks(): Promise<void>;
