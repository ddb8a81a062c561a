import { and, assign, sendParent, sendTo } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { GiftCourier } from '../../api/schemas/payments';
import { isoDateInZone } from '../../domain/dates';
import type { MealflowDeps } from '../../deps';
import { CERTIFICATE_MEAL_DAYS } from '../../domain/constants';
import { catalogMachine } from '../../storefront/landing/catalog.machine';
import { provideCatalog } from '../../storefront/landing/catalog.provide';
import { paymentMachine, type CardSource, type GiftDetails } from '../payment/payment.machine';
import { providePayment } from '../payment/payment.provide';
import {
  certificatePrices,
  DEFAULT_CERTIFICATE_DAYS,
  GIFT_CATALOG_PRODUCT,
  GIFT_CITY_ID,
  giftCourierDates,
  giftCourierErrors,
  giftEmailValid,
  type CertificateDays,
} from './gift-certificate.rules';
import type { MachineTag } from '../../shared/tags';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { GiftCertificateStateValue } from '../../machine-states';
import type { GiftCertificateInput, GiftCertificateContext, GiftCertificateEvent } from './gift-certificate.types';
export type * from './gift-certificate.types';

/**
 * The gift certificate purchase (`{businessProduct?}/instant-cert`; order-funnel §1, §3, §7): the
 * recipient's e-mail, the days, online or offline delivery, then a card payment (flow onlinecert).
 * One actor system: it invokes the catalogue (the activate-gift menu prices the days) and the
 * payment machine (child `payment`), and hands PAY to it only with a valid e-mail. See README.md.
 */

const giftOf = (context: GiftCertificateContext): GiftDetails => {
  const { address, flat, date, window } = context.courier;
  const courier: GiftCourier | undefined =
    context.delivery === 'offline' && date
      ? { address: address.trim(), ...(flat.trim() ? { flat: flat.trim() } : {}), date, window }
      : undefined;
  return { email: context.email.trim(), mealDays: context.mealDays, delivery: context.delivery, ...(courier ? { courier } : {}) };
};

export const giftCertificateLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as GiftCertificateInput,
    context: {} as GiftCertificateContext,
    events: {} as GiftCertificateEvent,
  },
  actors: {
    // The children, provided bound to the API by `provideGiftCertificate`.
    catalog: catalogMachine,
    payment: paymentMachine,
  },
  guards: {
    emailValid: ({ context }) => giftEmailValid(context.email),
    /** Online, or offline with an address that has a house and a day (`giftCourierErrors`). */
    deliveryComplete: ({ context }) => {
      if (context.delivery === 'online') return true;
      const errors = giftCourierErrors(context.courier);
      return !errors.address && !errors.date;
    },
    canUseMethod: ({ context }, params: { method: 'creditCard' | 'card' }) =>
      params.method === 'creditCard' || context.savedCard !== undefined,
    isCourierDate: ({ context }, params: { date: string }) => giftCourierDates(context.today).includes(params.date),
    isCertificateDays: (_, params: { days: number }) => (CERTIFICATE_MEAL_DAYS as readonly number[]).includes(params.days),
  },
  actions: {
    assignEmail: assign((_, params: { value: string }) => ({ email: params.value })),
    assignDays: assign((_, params: { days: number }) => ({ mealDays: params.days as CertificateDays })),
    assignDelivery: assign((_, params: { delivery: 'online' | 'offline' }) => ({ delivery: params.delivery })),
    assignCourier: assign(({ context }, params: Partial<GiftCertificateContext['courier']>) => ({
      courier: { ...context.courier, ...params },
    })),
    assignPrices: assign((_, params: { prices: Partial<Record<number, number>> }) => ({ prices: params.prices })),
    touch: assign({ touched: true }),
    /** The payment child buys the certificate and charges the card (its reader passes through, never kept). */
    pay: sendTo('payment', ({ context }, params: { card: CardSource | undefined }) => ({
      type: 'PAY' as const,
      ...(context.method === 'creditCard' && params.card ? { card: params.card } : {}),
      gift: giftOf(context),
    })),
    assignMethod: assign((_, params: { method: 'creditCard' | 'card' }) => ({ method: params.method })),
    /** The payment child pays with the chosen method (the saved card by its id). */
    tellMethod: sendTo('payment', ({ context }) => ({
      type: 'METHOD.CHANGE' as const,
      method: context.method,
      savedCardId: context.savedCard?.id,
    })),
  },
}).createMachine({
  id: 'giftCertificate',
  context: ({ input }) => ({
    email: input.email ?? '',
    mealDays: DEFAULT_CERTIFICATE_DAYS,
    delivery: 'online',
    touched: false,
    prices: {},
    courier: { address: '', flat: '', date: undefined, window: 'evening' },
    today: input.today ?? isoDateInZone(Date.now()),
    method: 'creditCard',
    savedCard: input.savedCard,
  }),
  invoke: [
    { id: 'catalog', src: 'catalog', input: { cityId: GIFT_CITY_ID, businessProduct: GIFT_CATALOG_PRODUCT } },
    {
      id: 'payment',
      src: 'payment',
      input: ({ context }) => ({ hid: '0', method: 'creditCard' as const, amount: 0, gift: giftOf(context) }),
    },
  ],
  on: {
    'EMAIL.CHANGE': { actions: { type: 'assignEmail', params: ({ event }) => ({ value: event.value }) } },
    'DAYS.SELECT': {
      guard: { type: 'isCertificateDays', params: ({ event }) => ({ days: event.days }) },
      actions: { type: 'assignDays', params: ({ event }) => ({ days: event.days }) },
    },
    'DELIVERY.SELECT': { actions: { type: 'assignDelivery', params: ({ event }) => ({ delivery: event.delivery }) } },
    'COURIER.ADDRESS': { actions: { type: 'assignCourier', params: ({ event }) => ({ address: event.value }) } },
    'COURIER.FLAT': { actions: { type: 'assignCourier', params: ({ event }) => ({ flat: event.value }) } },
    'COURIER.DATE': {
      guard: { type: 'isCourierDate', params: ({ event }) => ({ date: event.date }) },
      actions: { type: 'assignCourier', params: ({ event }) => ({ date: event.date }) },
    },
    'COURIER.WINDOW': { actions: { type: 'assignCourier', params: ({ event }) => ({ window: event.window }) } },
    'METHOD.SELECT': {
      guard: { type: 'canUseMethod', params: ({ event }) => ({ method: event.method }) },
      actions: [{ type: 'assignMethod', params: ({ event }) => ({ method: event.method }) }, 'tellMethod'],
    },
    PRICES: { actions: { type: 'assignPrices', params: ({ event }) => ({ prices: event.prices }) } },
    PAY: [
      {
        guard: and(['emailValid', 'deliveryComplete']),
        actions: ['touch', { type: 'pay', params: ({ event }) => ({ card: event.card }) }],
      },
      { actions: 'touch' },
    ],
  },
});

/** The giftCertificate machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface GiftCertificateMachine extends PublicMachine<
  GiftCertificateContext,
  GiftCertificateEvent,
  GiftCertificateStateValue,
  { input: GiftCertificateInput; children: Children<{ payment: typeof paymentMachine }> }
> {}
export const giftCertificateMachine: GiftCertificateMachine = giftCertificateLogic;

/** Binds the children to the API and the ports; the catalogue tells the prices once its menu is in. */
export function provideGiftCertificate(deps: MealflowDeps): GiftCertificateMachine {
  const catalog = provideCatalog(deps).provide({
    actions: {
      reportChoice: sendParent(({ context }) => ({ type: 'PRICES' as const, prices: certificatePrices(context.menu, context.menuType) })),
    },
  });
  return giftCertificateLogic.provide({ actors: { catalog, payment: providePayment(deps) } });
}
