// The starter menu a new shop opens with (inserted only when the menu is empty). Prices are what
// a Pune chai cafe charges; every name has artwork in public/menu (see shared menu-images).
import { KNOWN_CATEGORIES } from '#shared/catalog/categories.ts';
import type { MenuImageName } from '#shared/catalog/menu-images.ts';
import type { Unit } from '#shared/catalog/units.ts';

export type SeedCategory = {
  slug: string;
  name: string;
  icon: string;
  description: string;
  sortOrder: number;
};
export type SeedItem = {
  categorySlug: string;
  name: MenuImageName;
  description: string;
  pricePaise: number;
  originalPricePaise: number | null;
  rating: number;
  inStock: boolean;
  isFeatured: boolean;
  unit: Unit;
  sortOrder: number;
};

const DESCRIPTIONS: Record<string, string> = {
  'classic-chai': 'Kadak chai brewed fresh with milk, the way Pune drinks it.',
  'iced-tea-green-tea': 'Chilled teas and light green brews for hot afternoons.',
  'hot-coffee': 'South Indian filter coffee and espresso classics.',
  'cold-coffee': 'Blended and iced coffees, thick and cold.',
  burgers: 'Toasted buns, crisp patties and house sauces.',
  maggie: 'Two-minute noodles, made the tapri way.',
  sandwiches: 'Grilled and fresh sandwiches with green chutney.',
  pasta: 'Penne tossed in red, white, pink or pesto sauce.',
  bread: 'Bun maska, garlic bread and toasts to go with chai.',
  fries: 'Golden fries and wedges with our masalas.',
  pizza: 'Stone-baked pizzas with Indian toppings.',
  milkshakes: 'Thick shakes with real fruit and ice cream.',
  'mocktails-soda': 'Mocktails, sodas and sharbats.',
};

export const SEED_CATEGORIES: readonly SeedCategory[] = KNOWN_CATEGORIES.map((c, index) => ({
  slug: c.slug,
  name: c.name,
  icon: c.icon,
  description: DESCRIPTIONS[c.slug] ?? '',
  sortOrder: index + 1,
}));

// [name, description, price ₹, original ₹ | null, rating, flags]; flags: 'F' featured, 'X' out of stock.
type Row = [MenuImageName, string, number, number | null, number, string?];

const ROWS: Record<string, { unit: Unit; rows: Row[] }> = {
  'classic-chai': {
    unit: 'cup',
    rows: [
      ['Masala Chai', 'Strong tea with ginger, cardamom, clove and black pepper.', 25, null, 4.8, 'F'],
      ['Adrak Chai', 'Fresh crushed ginger boiled with Assam tea and milk.', 25, null, 4.7],
      ['Elaichi Chai', 'Sweet milky tea with green cardamom.', 25, null, 4.6],
      ['Kulhad Chai', 'Masala chai served in a clay cup for the earthy aroma.', 40, 50, 4.9, 'F'],
      ['Gur Chai', 'Tea sweetened with jaggery instead of sugar.', 30, null, 4.5],
      ['Tandoori Chai', 'Chai poured into a red-hot kulhad for a smoky finish.', 60, null, 4.7],
    ],
  },
  'iced-tea-green-tea': {
    unit: 'glass',
    rows: [
      ['Lemon Iced Tea', 'Black tea, lemon and a pinch of black salt over ice.', 80, 99, 4.4],
      ['Peach Iced Tea', 'Iced tea with peach syrup and fresh mint.', 90, null, 4.3],
      ['Honey Green Tea', 'Hot green tea with honey and lemon.', 60, null, 4.2],
      ['Mint Green Tea', 'Green tea with fresh mint leaves.', 60, null, 4.1],
      ['Kahwa', 'Kashmiri green tea with saffron, almonds and cinnamon.', 70, null, 4.6],
    ],
  },
  'hot-coffee': {
    unit: 'cup',
    rows: [
      ['Filter Coffee', 'Decoction coffee with frothy milk, served in a davara.', 40, null, 4.8, 'F'],
      ['Cappuccino', 'Espresso with steamed milk and a thick foam cap.', 110, 130, 4.5],
      ['Cafe Latte', 'Espresso with plenty of steamed milk.', 120, null, 4.4],
      ['Hot Chocolate Coffee', 'Mocha of espresso, cocoa and steamed milk.', 130, null, 4.3],
      ['Espresso', 'A double shot of our house blend.', 80, null, 4.2],
    ],
  },
  'cold-coffee': {
    unit: 'glass',
    rows: [
      ['Classic Cold Coffee', 'Coffee blended with milk, sugar and ice.', 99, 120, 4.7, 'F'],
      ['Hazelnut Cold Coffee', 'Cold coffee with hazelnut syrup.', 130, null, 4.5],
      ['Iced Americano', 'Espresso over ice and chilled water.', 110, null, 4.1],
      ['Cold Brew', 'Coffee steeped cold for 18 hours, smooth and strong.', 150, null, 4.6],
      ['Mocha Frappe', 'Coffee, chocolate and ice blended thick with cream.', 160, 180, 4.6],
    ],
  },
  burgers: {
    unit: 'piece',
    rows: [
      ['Aloo Tikki Burger', 'Spiced potato patty, onion, tomato and mint mayo.', 79, null, 4.4, 'F'],
      ['Veg Cheese Burger', 'Mixed veg patty with a cheese slice.', 109, null, 4.3],
      ['Paneer Burger', 'Crumb-fried paneer with tandoori mayo.', 139, 159, 4.6],
      ['Crispy Corn Burger', 'Crunchy corn patty with chipotle sauce.', 119, null, 4.2],
      ['Maharaja Burger', 'Double patty, double cheese, jalapenos and lettuce.', 179, null, 4.7, 'X'],
    ],
  },
  maggie: {
    unit: 'bowl',
    rows: [
      ['Plain Maggie', 'Classic masala noodles, just the way you like them.', 50, null, 4.3],
      ['Masala Maggie', 'Maggie with onion, tomato, peas and green chilli.', 70, null, 4.6, 'F'],
      ['Cheese Maggie', 'Loaded with melted cheese.', 90, 110, 4.7],
      ['Schezwan Maggie', 'Tossed in spicy schezwan sauce with veggies.', 90, null, 4.4],
      ['Butter Maggie', 'Finished with a generous knob of Amul butter.', 70, null, 4.5],
    ],
  },
  sandwiches: {
    unit: 'plate',
    rows: [
      ['Bombay Masala Sandwich', 'Potato masala, veggies and green chutney, grilled.', 89, null, 4.6, 'F'],
      ['Veg Grilled Sandwich', 'Cucumber, tomato, capsicum and cheese, grilled.', 99, null, 4.3],
      ['Cheese Chutney Sandwich', 'Cheese and spicy green chutney on white bread.', 79, 89, 4.4],
      ['Paneer Tikka Sandwich', 'Tandoori paneer with onions and mint mayo.', 139, null, 4.6],
      ['Corn Cheese Sandwich', 'Sweet corn and cheese, toasted golden.', 109, null, 4.4],
    ],
  },
  pasta: {
    unit: 'bowl',
    rows: [
      ['Red Sauce Pasta', 'Penne in tangy tomato and basil sauce.', 149, null, 4.3],
      ['White Sauce Pasta', 'Penne in creamy cheese and herb sauce.', 159, 179, 4.5, 'F'],
      ['Pink Sauce Pasta', 'Red and white sauce together, with olives.', 169, null, 4.6],
      ['Pesto Pasta', 'Basil pesto, cherry tomatoes and parmesan.', 189, null, 4.2, 'X'],
    ],
  },
  bread: {
    unit: 'plate',
    rows: [
      ['Bun Maska', 'Soft bun with a thick layer of butter, the Irani cafe classic.', 35, null, 4.8, 'F'],
      ['Garlic Bread', 'Baguette with garlic butter and herbs.', 89, null, 4.3],
      ['Cheese Garlic Bread', 'Garlic bread topped with melted mozzarella.', 119, 139, 4.5],
      ['Butter Toast', 'Two slices toasted with salted butter.', 40, null, 4.2],
      ['Vada Pav', "Pune's favourite: spicy potato vada in a pav with chutneys.", 30, null, 4.7],
    ],
  },
  fries: {
    unit: 'serving',
    rows: [
      ['Salted Fries', 'Crisp golden fries with salt.', 79, null, 4.3],
      ['Peri Peri Fries', 'Fries tossed in hot peri peri masala.', 99, 119, 4.6, 'F'],
      ['Cheese Fries', 'Fries under warm cheese sauce.', 119, null, 4.5],
      ['Masala Wedges', 'Skin-on potato wedges with chaat masala.', 109, null, 4.2],
    ],
  },
  pizza: {
    unit: 'piece',
    rows: [
      ['Margherita Pizza', 'Tomato sauce, mozzarella and basil.', 179, null, 4.4],
      ['Farmhouse Pizza', 'Onion, capsicum, tomato and mushroom.', 229, 259, 4.5],
      ['Paneer Tikka Pizza', 'Tandoori paneer, onion and capsicum.', 249, null, 4.7, 'F'],
      ['Corn Cheese Pizza', 'Sweet corn and extra cheese.', 199, null, 4.3],
      ['Veggie Delight Pizza', 'Olives, jalapenos, corn and bell peppers.', 239, null, 4.4],
    ],
  },
  milkshakes: {
    unit: 'glass',
    rows: [
      ['Chocolate Shake', 'Chocolate ice cream blended with chilled milk.', 129, null, 4.6],
      ['Strawberry Shake', 'Strawberries, milk and vanilla ice cream.', 129, null, 4.3],
      ['Oreo Shake', 'Oreo cookies blended thick with ice cream.', 149, 169, 4.8, 'F'],
      ['Mango Shake', 'Alphonso mango pulp with chilled milk.', 139, null, 4.7],
      ['Kesar Badam Shake', 'Saffron and almond milk, served cold.', 149, null, 4.5],
    ],
  },
  'mocktails-soda': {
    unit: 'glass',
    rows: [
      ['Virgin Mojito', 'Lime, mint and soda over crushed ice.', 99, 119, 4.5, 'F'],
      ['Blue Lagoon', 'Blue curacao syrup, lemon and soda.', 109, null, 4.3],
      ['Masala Soda', 'Goli soda with lemon, jeera and black salt.', 50, null, 4.6],
      ['Kokum Sharbat', 'Cooling kokum from the Konkan coast.', 50, null, 4.4],
      ['Fresh Lime Soda', 'Sweet, salted or mixed, as you like it.', 60, null, 4.4],
    ],
  },
};

// The sort order runs across the whole menu (category by category), so 'All Items' reads as the
// menu card does rather than interleaving every category's first item.
export const SEED_ITEMS: readonly SeedItem[] = SEED_CATEGORIES.flatMap((category) => {
  const group = ROWS[category.slug];
  if (!group) return [];
  return group.rows.map(([name, description, price, original, rating, flags = ''], index) => ({
    categorySlug: category.slug,
    name,
    description,
    pricePaise: price * 100,
    originalPricePaise: original == null ? null : original * 100,
    rating,
    inStock: !flags.includes('X'),
    isFeatured: flags.includes('F'),
    unit: group.unit,
    sortOrder: category.sortOrder * 100 + index + 1,
  }));
});
