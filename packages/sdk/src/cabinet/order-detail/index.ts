/**
 * The `orderDetail` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { orderDetail } from '@mealflow/sdk/cabinet'`, then `orderDetail.<name>`; unused members are tree-shaken.
 */
export { connectOrderDetail, deliveryRows, orderDetailView, priceLines } from './order-detail.connect';
export type {
  DeliveryRowView,
  OrderDetailHandlers,
  OrderDetailOptions,
  OrderDetailSnapshot,
  OrderDetailView,
  OrderPriceLine,
} from './order-detail.connect';
export { orderDetailMachine } from './order-detail.machine';
export type { OrderDetailMachine } from './order-detail.machine';
export * from './order-detail.provide';
export * from './order-detail.rules';
export type { OrderDetailContext, OrderDetailEvent, OrderDetailInput, OrderDetailLoaded, OrderDetailReport } from './order-detail.types';
