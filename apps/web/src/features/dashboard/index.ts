// The dashboard's parts other modules use: its first panel while loading (the router's cabinet frame draws it before the screen, issue 35).
export { DashboardSkeleton } from './WeekPanelState';
// The order pages' first panel while loading (an order, its deliveries).
export { OrderSkeleton } from './OrderLoading';
