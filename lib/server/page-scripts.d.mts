// Types of page-scripts.mjs (plain ESM so scripts/serve.mjs runs with Node alone).
import type { ServerResponse } from 'node:http';

export declare function scriptDeferral(): { push(chunk: Buffer): Buffer; end(): Buffer };
export declare function deferPageScripts(res: ServerResponse): void;
export declare function deferredScriptSources(html: string): string[];
