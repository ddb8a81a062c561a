import type { StaticMenu } from '../../api/schemas/root';
import type { ProductMenuFile } from './product-menu.rules';

// The product-menu machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface ProductMenuInput {
  businessProduct: string;
  cityId: number;
  brand: 'main' | 'wowfood';
}

/**
 * What the city's catalogue (`menu/full` of the product in the city) says of the file's lines: the
 * lines it sells (the file lists a product's lines everywhere; Minsk sells no Супер фит or Пауэр)
 * and each line's calories (personal-cabinet §3 menu type data `kcal`: the day's figure).
 */
export interface ProductMenuCatalog {
  sold: readonly string[];
  kcal: Readonly<Record<string, number>>;
}

export interface ProductMenuLoaded {
  menu: StaticMenu;
  catalog: ProductMenuCatalog;
}

export interface ProductMenuContext {
  input: ProductMenuInput;
  file: ProductMenuFile | undefined;
  menu: StaticMenu | undefined;
  catalog: ProductMenuCatalog | undefined;
  menuType: string | undefined;
  /** The shown day's index among the line's days with dishes. */
  day: number;
  error: string | undefined;
}

export type ProductMenuEvent = { type: 'RETRY' } | { type: 'TYPE.SELECT'; menuType: string } | { type: 'DAY.SELECT'; day: number };
