// A slug (docs/product.md#menu-and-categories) is the lower-cased name with non-alphanumerics
// replaced by hyphens. Runs of them become one hyphen and the ends are trimmed so 'Masala Chai!' and
// 'masala-chai' agree.
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
