import { useEffect, useState } from 'react';
import { CATEGORIES, CATEGORY_NAMES } from '../../../../core/tag/categories.ts';
import { TRANSFER, TRANSFER_SUBCATEGORIES } from '../../../../core/tag/taxonomy.ts';
import { isAbort } from '../../api/client.ts';
import { fetchCategories, type CategoryOption } from './transactionsApi.ts';

const BUILT_IN: CategoryOption[] = [
  ...CATEGORY_NAMES.map((name) => ({ name, subcategories: [...CATEGORIES[name]], spending: name !== 'Income' })),
  { name: TRANSFER, subcategories: [...TRANSFER_SUBCATEGORIES], spending: false },
];

/** Categories from `/api/categories` (the 11 plus Transfer); the same built-in list until it answers. */
export function useCategories(): CategoryOption[] {
  const [categories, setCategories] = useState<CategoryOption[]>(BUILT_IN);
  useEffect(() => {
    const controller = new AbortController();
    fetchCategories(controller.signal)
      .then((list) => {
        if (list.length > 0) setCategories(list);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setCategories(BUILT_IN);
      });
    return () => controller.abort();
  }, []);
  return categories;
}
