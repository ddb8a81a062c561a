import type { checkoutMachine } from './checkout.machine';

/**
 * The checkout machine's public type: a name (in .d.ts files and hovers, e.g. on
 * `mealflow.machines.checkout`) for its inferred type. It follows the machine by itself: nothing
 * here changes when the machine's states, events or children do.
 */
export interface CheckoutMachine extends CheckoutLogic {}
type CheckoutLogic = typeof checkoutMachine;
