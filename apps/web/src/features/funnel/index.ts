import { preloadable } from '../../shared/preloadable';

/** The order block of the landings: a chunk of its own (it needs the SDK runtime), after first paint. */
export const OrderBlock = preloadable(() => import('./OrderBlock'));
export type { OrderBlockProps } from './OrderBlock';
export { OrderBlockSkeleton } from './OrderBlockSkeleton';
/** The order block's plan picker and order form, for the cabinet's new order (features/new-order). */
export { OrderForm, OrderPlans, planTexts, ReadyOrderForm } from './OrderBlockParts';
export { useOrderBlock } from './use-order-block';
