/** `@mealflow/sdk/cabinet`: The personal cabinet's orders and deliveries: the orders list, an order's detail, a delivery and its change flows. Every name here is also exported by `@mealflow/sdk`. */
export { cabinetDeliveries, cabinetOrders } from '../api/endpoints/cabinet';
export { cutoffFor, daysBetween, eatingPauseDays, isBeforeCutoff, showsWhatsNew } from '../machines/delivery/delivery.rules';
export type { DeliverySlot } from '../machines/delivery/delivery.rules';
