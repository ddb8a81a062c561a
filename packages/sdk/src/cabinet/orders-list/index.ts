/**
 * The `ordersList` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { ordersList } from '@mealflow/sdk/cabinet'`, then `ordersList.<name>`; unused members are tree-shaken.
 */
export * from './orders-list.connect';
export { ordersListMachine } from './orders-list.machine';
export type { OrdersListContext, OrdersListEvent, OrdersListMachine } from './orders-list.machine';
export * from './orders-list.provide';
export { activeOnly, changeOrder, lastDeliveryDate, nextDelivery, removeOrder } from './orders-list.rules';
export type * from './orders-list.types';
