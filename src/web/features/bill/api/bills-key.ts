// The query key of every bill read in this page, on its own: a customer's sign-out forgets them
// (account/auth-context.tsx, in the storefront's first load), which must not bring the bill's
// fetching code into that load.
export const BILLS_KEY = ['bill'] as const;
