// A category and subcategory as one <select> value: "Business::Office Supplies", or "Business".
const SEP = '::';

export function encodeCategory(category: string, subcategory: string | null): string {
  return subcategory ? `${category}${SEP}${subcategory}` : category;
}

export function decodeCategory(value: string): { category: string; subcategory: string | null } {
  const i = value.indexOf(SEP);
  return i < 0 ? { category: value, subcategory: null } : { category: value.slice(0, i), subcategory: value.slice(i + SEP.length) };
}

/** "Business › Office Supplies", or "Business". */
export function categoryLabel(category: string, subcategory: string | null): string {
  return subcategory ? `${category} › ${subcategory}` : category;
}
