import { useEffect, useState } from 'react';
import { CATEGORIES, CATEGORY_NAMES } from '../../../../core/categories.ts';
import { isAbort } from '../../api/client.ts';
import { fetchCategories, type CategoryOption } from './transactionsApi.ts';

const BUILT_IN: CategoryOption[] = CATEGORY_NAMES.map((name) => ({ name, subcategories: [...CATEGORIES[name]] }));

/** Categories from `/api/categories`; the specification's built-in list until it answers. */
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
