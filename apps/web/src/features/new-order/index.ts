// A new order from the cabinet (personal-cabinet §2.1 new-order routes).
export { NewOrder, NEW_ORDER_TEXTS } from './NewOrder';
export { default as NewOrderPage } from './NewOrderPage';
