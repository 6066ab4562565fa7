/** Types of ./production-process.mjs (a plain script the bench runs without a compiler). */
export declare const PRODUCTION_ENV: Readonly<Record<string, string>>;
export declare const PRODUCTION_NODE_FLAGS: readonly string[];
