import { preloadable } from '../../shared/preloadable';

/** A landing's menu block (the product's static menu file): a chunk of its own (it needs the SDK runtime), after first paint. */
export const ProductMenu = preloadable(() => import('./ProductMenu'));
export type { ProductMenuProps } from './ProductMenu';
