// An item's option groups are an ordered list of ids: the order is the order customers see.

/** The list with the entry at `index` moved one place (-1 up, +1 down); unchanged at an end. */
export function moveEntry<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const moved = [...list];
  [moved[index], moved[to]] = [moved[to] as T, moved[index] as T];
  return moved;
}

export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry === b[i]);
}
