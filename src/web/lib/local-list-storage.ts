// A list kept in localStorage under a versioned key, for the queues that hold work while the
// server is out of reach (the rider's taps, the order pad's counter orders). Reading gives back
// whatever is stored, unchecked: each queue validates its own entries. A full quota or private
// mode still keeps the page's own copy in the queue.
export type ListStorage<T> = {
  read(): unknown;
  write(list: readonly T[]): void;
};

export function localListStorage<T>(key: string): ListStorage<T> {
  return {
    read() {
      try {
        const raw = window.localStorage.getItem(key);
        return raw == null ? [] : JSON.parse(raw);
      } catch {
        return [];
      }
    },
    write(list) {
      try {
        window.localStorage.setItem(key, JSON.stringify(list));
      } catch {
        // Nothing more to do: the queue still holds the list for this page.
      }
    },
  };
}
