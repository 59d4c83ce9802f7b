import type { Plugin } from 'vite';

export declare function leanLucideIcons(): Plugin;
