// Footer columns About, Support, Legal, Connect (docs/product.md#storefront): static entries, social links.
const COLUMNS = [
  { title: 'About', entries: ['Our Story', 'Our Kitchen', 'Careers'] },
  { title: 'Support', entries: ['Help Center', 'Track Order', 'Contact Us'] },
  { title: 'Legal', entries: ['Terms of Service', 'Privacy Policy', 'Refund Policy'] },
] as const;

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
] as const;

export function StoreFooter() {
  return (
    <footer className="mt-12 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-4">
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 font-bold text-white">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.entries.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="mb-3 font-bold text-white">Connect</h2>
          <ul className="space-y-2 text-sm">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-300">
        Chai Express, Lohegaon, Pune. Fresh chai and snacks, fast.
      </p>
    </footer>
  );
}
