// Types of headers.mjs (plain ESM so next.config.mjs can import it without a TypeScript step).
export declare const DEFAULT_MAP_TILE_URL: string;
export declare function mapTileOrigin(env: Record<string, string | undefined>): string | null;
export declare function externalOrigins(env: Record<string, string | undefined>): {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
};
export declare function contentSecurityPolicy(options?: {
  dev?: boolean;
  env?: Record<string, string | undefined>;
}): string;
export declare function securityHeaders(options?: {
  dev?: boolean;
  env?: Record<string, string | undefined>;
}): { key: string; value: string }[];
export declare const NO_STORE_SOURCES: string[];
