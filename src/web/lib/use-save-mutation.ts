// A form's one write: a new record (POST) when it has no id yet, else changes to the one being
// edited, then whatever shows such records is read again. The storefront's address form keeps its
// own three lines: a module shared by a lazy storefront chunk and the admin area becomes a chunk
// of its own, one more request and one more name in the first load's preload map.
import { useMutation } from '@tanstack/react-query';

export function useSaveMutation<Body, Saved>(
  create: (body: Body) => Promise<Saved>,
  update: (id: string, body: Body) => Promise<Saved>,
  invalidate: () => Promise<unknown>,
) {
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) => (id ? update(id, body) : create(body)),
    onSuccess: invalidate,
  });
}
