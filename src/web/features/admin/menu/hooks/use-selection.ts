import { useState } from 'react';

/** Ids picked with the cards' checkboxes, for a bulk action. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle(id: string, on: boolean) {
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    clear: () => setSelected(new Set()),
  };
}
