/** The action button of the grid's notices (Retry, All Items). */
export const NOTICE_BUTTON =
  'inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
