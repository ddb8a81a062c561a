import { lazy } from 'react';

/** The order block of the landings: a chunk of its own (it needs the SDK runtime), after first paint. */
export const OrderBlock = lazy(() => import('./OrderBlock'));
export type { OrderBlockProps } from './OrderBlock';
export { OrderBlockSkeleton } from './OrderBlockSkeleton';
/** The plan picker and the order form, for the cabinet's new order (features/new-order). */
export { FunnelForm } from './FunnelForm';
export { PlanPicker } from './PlanPicker';
