// The one look of a text box, select or text area, in every form of the app: a red border while
// the control is marked aria-invalid, so the look and what screen readers hear never disagree; a
// box marked readonly (a value that follows from another field) is greyed (not :read-only, which
// a <select> matches too).
export const CONTROL_CLASS =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-600 [&[readonly]]:bg-stone-100 [&[readonly]]:text-stone-700';
