import { useStorageStats } from '../api/get-storage-stats.ts';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Uploaded images: how many files and how much space (docs/product.md#images). */
export function StorageStats() {
  const stats = useStorageStats();
  if (stats.isError) return <p className="text-sm text-red-800">Failed to get storage stats</p>;
  return (
    <p className="text-sm text-stone-700">
      Images: {stats.data ? `${stats.data.totalFiles} files, ${size(stats.data.totalSize)}` : '–'}
    </p>
  );
}
