// The seeded menu's products (migrations/0010_menu_seed.json) as the artwork reads them: id, Polish
// name and description, main category key, price in PLN, set or not. The drawings are of the dishes
// the site starts with; a dish staff add later gets its photo through the menu editor.
import seed from '#migrations/0010_menu_seed.json' with { type: 'json' }

const keyOf = new Map(seed.categories.map((c) => [c.id, c.key]))

export const productList = seed.products.map((p) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  mainCategory: keyOf.get(p.mainCategory),
  price: p.priceGrosze / 100,
  isSet: p.isSet,
}))
