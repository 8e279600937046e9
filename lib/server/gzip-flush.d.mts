// Types of gzip-flush.mjs (plain ESM so scripts/serve.mjs runs with Node alone).
export declare function keepGzipDictionaryOnFlush(): void;
