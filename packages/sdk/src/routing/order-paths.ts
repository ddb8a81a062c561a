import { fillPattern, type RouteParams } from './fill';

/**
 * The paths of an order's pages in the cabinet (both frames): part of ROUTE_PATHS, kept apart so the
 * orders list's links (orderPath) do not bring every route's path into a consumer's bundle (the SDK's
 * size check holds one cabinet machine to 10 KB beyond the core, issue 33).
 */
export const ORDER_PATHS = {
  OrderPacks: '/dashboard/order/:hid/packs',
  DashboardOrderFastpay: '/dashboard/orders/fastpay/:hid',
  DashboardOrderDeliveries: '/dashboard/orders/:hid/deliveries/:deliveryId?',
  SingleOrder: '/dashboard/orders/:hid/:content?/:taskId?',
  DashboardNewOrder: '/dashboard/new-order/:create?',
  NewDashboardNewOrder: '/new-dashboard/new-order',
  NewDashboardOrderDeliveries: '/new-dashboard/:orderId/deliveries/:deliveryId?',
  NewDashboardOrder: '/new-dashboard/:orderId',
} as const;

/** The name of an order page's route. */
export type OrderRouteName = keyof typeof ORDER_PATHS;

/** `buildPath` for an order page's route: the same path, from the order paths alone. */
export const orderPath = (name: OrderRouteName, params: RouteParams = {}): string => fillPattern(ORDER_PATHS[name], params, name);
