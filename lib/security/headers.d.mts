// Types of headers.mjs (plain ESM so next.config.mjs can import it), for TypeScript importers
// such as proxy.ts.
export function externalOrigins(env: Record<string, string | undefined>): {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
};
export function contentSecurityPolicy(options?: {
  dev?: boolean;
  env?: Record<string, string | undefined>;
}): string;
export function securityHeaders(options?: {
  dev?: boolean;
  env?: Record<string, string | undefined>;
}): { key: string; value: string }[];
export const NO_STORE_SOURCES: string[];
