// Types of static-assets.mjs (plain ESM so scripts/serve.mjs runs with Node alone).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function staticAssets(
  nextDir: string,
  headers: { key: string; value: string }[],
): (req: IncomingMessage, res: ServerResponse) => boolean;
