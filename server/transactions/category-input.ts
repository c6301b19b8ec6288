// A category the user chose, checked against the taxonomy: shared by corrections, budgets and Tag's rules.
import { z } from 'zod';
import { UNCATEGORIZED } from '../../core/tag/categories.ts';
import { isTagCategory, isTagSubcategory } from '../../core/tag/taxonomy.ts';
import { HttpError } from '../http/errors.ts';
import { inputPart } from '../http/input.ts';

const categoryBody = z.object({ category: z.string(), subcategory: z.string().nullable().optional() });

/** Validates a {category, subcategory} the user chose; Uncategorized is allowed (send back to review). */
export function checkedCategory(body: unknown): { category: string; subcategory: string | null } {
  const parsed = inputPart(categoryBody, body, 'body', { explain: 'Send {category, subcategory}.' });
  const { category } = parsed;
  const subcategory = parsed.subcategory || null;
  if (!isTagCategory(category) && category !== UNCATEGORIZED) throw new HttpError(400, `Unknown category "${category}".`);
  if (!isTagSubcategory(category, subcategory) || (category === UNCATEGORIZED && subcategory)) {
    throw new HttpError(400, `"${subcategory}" is not a subcategory of ${category}.`);
  }
  return { category, subcategory };
}
