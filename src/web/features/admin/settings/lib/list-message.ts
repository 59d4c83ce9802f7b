// A list's own message (fee slabs that stop short of the radius, a polygon with too few corners),
// apart from its rows' messages. react-hook-form keeps it as the list's `root` once rows are
// registered, or as the list's `message` (an empty list, or a server's answer set by name).
type ListError = { message?: string; root?: { message?: string } };

export function listMessage(error: ListError | undefined): string | undefined {
  return error?.root?.message ?? error?.message;
}
