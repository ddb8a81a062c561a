/**
 * Stock remains (personal-cabinet §3 "Menu and catalogue": stockRemains, by menu type; issue 16
 * "Stock remains and restricted packs shown as unavailable"). Ours where the spec names only the
 * field: the number is the orders of the line left; 0 or less is sold out; a line not listed is
 * not limited.
 */
export const isStockOut = (left: number | undefined): boolean => left !== undefined && left <= 0;

/** A line of a `menu/full` answer is sold out. */
export const isMenuTypeSoldOut = (
  menu: { stockRemains?: Readonly<Record<string, number>> | undefined } | undefined,
  type: string,
): boolean => isStockOut(menu?.stockRemains?.[type]);

/** The line to offer: the preferred one unless sold out, else the first of `types` that is not. */
export function availableMenuType(
  menu: { stockRemains?: Readonly<Record<string, number>> | undefined } | undefined,
  types: readonly string[],
  preferred: string | undefined,
): string | undefined {
  if (preferred !== undefined && !isMenuTypeSoldOut(menu, preferred)) return preferred;
  return types.find((t) => !isMenuTypeSoldOut(menu, t)) ?? preferred;
}
