import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-read.ts';
import { headerColumns, menuCsvHeader, menuCsvRow, optionsText, readItemLine, rowCells } from './menu-csv.ts';
import type { ToolItem } from './menu-tools.repo.ts';

const CATEGORY = '5b0c2f0e-7d1a-4c3e-9f5a-1b2c3d4e5f60';
const item: ToolItem = {
  id: '0f8e7d6c-5b4a-4938-8271-605f4e3d2c1b',
  name: '=Masala Chai',
  slug: 'masala-chai',
  description: 'Kadak, "with ginger"',
  pricePaise: 2550,
  originalPricePaise: null,
  categoryId: CATEGORY,
  categoryName: 'Chai',
  unit: 'cup',
  brand: 'Chai Express',
  isVegetarian: true,
  inStock: false,
  isActive: true,
  isFeatured: false,
  sortOrder: 3,
  archivedAt: null,
};

describe('the menu CSV', () => {
  it('writes numbers bare, flags as yes/no, text quoted and inert, options as one reading cell', () => {
    const options = [{ group: 'Size', options: [{ name: 'Large', delta: 1000 }] }];
    expect(optionsText(options)).toBe('Size: Large (+10.00)');
    expect(menuCsvRow(item, options)).toBe(
      `"${item.id}","Chai","'=Masala Chai","Kadak, ""with ginger""",25.50,,"cup","yes","no","yes","no",3,"Chai Express","Size: Large (+10.00)"\r\n`,
    );
  });

  it('reads its own line back to the same fields', () => {
    const [header, line] = readCsv(menuCsvHeader() + menuCsvRow(item, []));
    const columns = headerColumns(header!);
    if (typeof columns === 'string') throw new Error(columns);
    const read = readItemLine(rowCells(line!, columns), item, { id: CATEGORY });
    if (typeof read === 'string') throw new Error(read);
    expect(read.veg).toBe(true);
    expect(read.input).toMatchObject({
      name: '=Masala Chai',
      description: 'Kadak, "with ginger"',
      price: 25.5,
      original_price: null,
      category_id: CATEGORY,
      unit: 'cup',
      in_stock: false,
      sort_order: 3,
    });
  });

  it('refuses a header without the columns an import needs, naming them', () => {
    const [header] = readCsv('name,price\r\n');
    expect(headerColumns(header!)).toBe(
      'Line 1: the header must name the columns id, category, name, price (missing: id, category)',
    );
  });
});
