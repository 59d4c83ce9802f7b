import { describe, expect, it } from 'vitest';
import { thumbnailFileName, thumbnailUrl } from './image-thumbnail.ts';

describe('thumbnail names', () => {
  it('puts _thumb.jpg beside an uploaded picture, on local and S3 storage', () => {
    expect(thumbnailFileName('masala-chai_1795400000000_a1b2c3.png')).toBe(
      'masala-chai_1795400000000_a1b2c3_thumb.jpg',
    );
    expect(thumbnailUrl('/uploads/menu-items/masala-chai_1795400000000_a1b2c3.png')).toBe(
      '/uploads/menu-items/masala-chai_1795400000000_a1b2c3_thumb.jpg',
    );
    expect(thumbnailUrl('https://cdn.example.com/chai/menu-items/bun_1_abcdef.webp')).toBe(
      'https://cdn.example.com/chai/menu-items/bun_1_abcdef_thumb.jpg',
    );
  });

  it('names the WebP drawn from a bundled artwork SVG', () => {
    expect(thumbnailUrl('/menu/masala-chai.svg')).toBe('/menu/masala-chai.webp');
    expect(thumbnailUrl('/menu/category-pizza.svg')).toBe('/menu/category-pizza.webp');
  });

  it("has none for the artwork's WebP, a thumbnail itself, or a stranger URL", () => {
    expect(thumbnailUrl('/menu/masala-chai.webp')).toBeUndefined();
    expect(thumbnailUrl('/menu/../uploads/x.svg')).toBeUndefined();
    expect(thumbnailUrl('https://elsewhere.example/menu/masala-chai.svg')).toBeUndefined();
    expect(thumbnailUrl('/uploads/menu-items/a_1_x_thumb.jpg')).toBeUndefined();
    expect(thumbnailUrl('/uploads/elsewhere/a.jpg')).toBeUndefined();
  });
});
