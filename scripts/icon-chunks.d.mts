/** Types of ./icon-chunks.mjs (a plain script, as vite.config.ts and the tests import it). */
import type { Plugin } from 'vite';

export declare function withIconRegistration(code: string, options: { registryPath: string; sets: ReadonlyMap<string, unknown>; where: string }): string | null;
export declare function iconChunks(root?: string): Plugin;
