import { CATEGORIES, CATEGORY_NAMES } from '../../../../core/tag/categories.ts';
import { TRANSFER, TRANSFER_SUBCATEGORIES } from '../../../../core/tag/taxonomy.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { fetchCategories, type CategoryOption } from './transactionsApi.ts';

const BUILT_IN: CategoryOption[] = [
  ...CATEGORY_NAMES.map((name) => ({ name, subcategories: [...CATEGORIES[name]], spending: name !== 'Income' })),
  { name: TRANSFER, subcategories: [...TRANSFER_SUBCATEGORIES], spending: false },
];

/** Categories from `/api/categories` (the 11 plus Transfer); the same built-in list until it answers. */
export function useCategories(): CategoryOption[] {
  // a failure keeps the built-in list (the same names the server knows): the pickers still work
  const { data } = useLoad(fetchCategories);
  return data && data.length > 0 ? data : BUILT_IN;
}
