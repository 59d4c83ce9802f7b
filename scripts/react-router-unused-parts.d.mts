import type { Plugin } from 'vite';

export declare function withoutUnusedPartsKept(code: string): string;
export declare function reactRouterUnusedParts(): Plugin;
