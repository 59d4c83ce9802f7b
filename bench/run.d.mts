// The part of bench/run.mjs the tests use (tests/e2e/bundle-budgets.e2e.ts).
export interface ChunkSize {
  file: string;
  kb: number;
}
export declare function bundleSizes(): {
  firstLoadKb: number;
  firstLoadFiles: number;
  staffAreaKb: number;
  staffAreaFiles: number;
  staffAreaChunks: ChunkSize[];
  lazy: ChunkSize[];
};
