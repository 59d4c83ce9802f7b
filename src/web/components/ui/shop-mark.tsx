// The shop's mark (the favicon's cup) drawn in the page itself. As an <img> of /favicon.svg the
// browser built it a document of its own on the main thread while the page was starting; inline,
// it is five elements of the page. Decorative: the link around it carries the name.
export function ShopMark() {
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M16 26h28v14a10 10 0 0 1-10 10h-8a10 10 0 0 1-10-10z" fill="#fff7ed" />
      <path d="M44 29h4a5 5 0 0 1 0 10h-4" fill="none" stroke="#fff7ed" strokeWidth="4" />
      <path
        d="M24 12c-3 4 3 6 0 10M32 12c-3 4 3 6 0 10"
        fill="none"
        stroke="#fed7aa"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
