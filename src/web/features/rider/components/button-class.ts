// The rider page's buttons: big targets (at least 56 px high) a thumb finds while holding a bag.
export const BIG_BUTTON =
  'flex min-h-14 w-full items-center justify-center gap-2 rounded-2xl px-4 text-lg font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const PRIMARY = `${BIG_BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
export const GREEN = `${BIG_BUTTON} bg-green-700 text-white hover:bg-green-800`;
export const SECONDARY = `${BIG_BUTTON} border-2 border-stone-300 bg-white text-stone-900 hover:bg-stone-50`;
export const DANGER = `${BIG_BUTTON} border-2 border-red-700 bg-white text-red-800 hover:bg-red-50`;
/** Smaller, still at least 48 px: sign out, notifications, dismiss. */
export const SMALL_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-stone-300 bg-white px-4 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';
/** Two side by side at phone width (Call and Open in Maps): one line each at 390 px. */
export const PAIR = `${SECONDARY.replace('px-4 text-lg', 'px-2 text-base')} whitespace-nowrap`;
