import { categoryLabel, encodeCategory } from './categoryValue.ts';
import type { CategoryOption } from './transactionsApi.ts';

/** The <option>s of a category select: each category, then its subcategories, grouped. */
export function CategoryOptions({ categories }: { categories: CategoryOption[] }) {
  return (
    <>
      {categories.map((c) => (
        <optgroup key={c.name} label={c.name}>
          <option value={c.name}>{c.name}</option>
          {c.subcategories.map((sub) => (
            <option key={sub} value={encodeCategory(c.name, sub)}>
              {categoryLabel(c.name, sub)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
