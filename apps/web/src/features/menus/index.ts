import { lazy } from 'react';

/** A landing's menu block (the product's static menu file): a chunk of its own (it needs the SDK runtime), after first paint. */
export const ProductMenu = lazy(() => import('./ProductMenu'));
export type { ProductMenuProps } from './ProductMenu';
