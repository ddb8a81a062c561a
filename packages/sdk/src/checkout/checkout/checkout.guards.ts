import type { AddressReport } from '../address/address.machine';
import { drinksAdded, methodFacts, type CheckoutContext } from './checkout.actions';
import { dateAction, type DateAction } from './checkout.dates';
import { availableMethods, cashUnavailableWithDrinks, isCustomOrder, isPaid, payGate, type PaymentMethod } from './checkout.rules';

type Args = { context: CheckoutContext };

/** The checkout machine's guards (checkout.machine.ts `setup`): questions of its context, no effects. */
export const checkoutGuards = {
  isCancelled: ({ context }: Args) => Boolean(context.order?.is_canceled),
  isPaid: ({ context }: Args) => (context.order ? isPaid(context.order) : false),
  deliveryAlreadyConfirmed: ({ context }: Args) =>
    context.query.co === '2' &&
    Boolean(context.order?.deliveries.find((d) => d.id_H === context.query.deliveryIdH)?.isConfirmed ?? context.order?.isDeliveryConfirmed),
  wantsDeliveryConfirmation: ({ context }: Args) => context.query.co === '2' && Boolean(context.query.deliveryIdH),
  wantsOrderConfirmation: ({ context }: Args) => context.query.co === '1',
  methodAvailable: ({ context }: Args, params: { method: PaymentMethod }) => {
    const facts = methodFacts(context);
    return facts !== undefined && availableMethods(facts).includes(params.method);
  },
  cashBlockedByDrinks: ({ context }: Args, params: { method: PaymentMethod }) =>
    params.method === 'cash' && cashUnavailableWithDrinks(drinksAdded(context)),
  canAddDrinks: ({ context }: Args) => Boolean(context.drinks?.canAddDrinks),
  hasDrinks: ({ context }: Args) => drinksAdded(context) > 0,
  isCustomOrder: ({ context }: Args) => isCustomOrder(context.order),
  isLongate: ({ context }: Args) => Boolean(context.order?.business_product?.includes('longate')),
  canPay: ({ context }: Args) => payGate(context).canPay,
  paysBySbp: ({ context }: Args) => context.method === 'sbp',
  sbpPending: ({ context }: Args) => context.sbpPending,
  chargePending: ({ context }: Args) => context.chargePending !== undefined,
  paymentFailed: (_: unknown, params: { failed: boolean }) => params.failed,
  isRecreated: (_: unknown, params: { report: AddressReport }) => params.report.type === 'address.recreated',
  datesStale: ({ context }: Args) => context.datesStale,
  /** The dates were (re)read and the first delivery calls for this (checkout.dates.ts). */
  dateCheck: ({ context }: Args, params: { action: DateAction | 'any' }) =>
    context.datesToCheck && (params.action === 'any' || dateAction(context) === params.action),
};
