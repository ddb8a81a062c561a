import type * as v from 'valibot';
import { call, effect, REPLAY_CHANGE, REPLAY_CREATE } from './declare';
import type { PlainEndpoint } from '../client';
import { ADD_DRINKS_EFFECT, type EffectEndpoint } from '../effects';
import {
  DrinksInfo,
  PossibleDatesResponse,
  type AddAddressRequest,
  type ChangeDeliveryAddressRequest,
  type DrinksRequest,
  type OrderIdRequest,
  type UpdateDateRequest,
} from '../schemas/checkout';
import type { ChangeAddressRequest, DeliveryDatesRequest, DeliveryIdRequest } from '../schemas/cabinet';

/** How one side reads the answers that carry the order: the checkout's `Order`, the cabinet's `CabinetOrder` (which extends it). */
export interface OrderAnswers<O, M, A> {
  /** `{ order }`. */
  order: v.GenericSchema<unknown, O>;
  /** `{ order? }` (`orders/cancel`). */
  maybeOrder: v.GenericSchema<unknown, M>;
  /** `{ order, changedProperties }` (the address changes). */
  addressChange: v.GenericSchema<unknown, A>;
}

/** "Change order delivery": the checkout adds `isFromSingleStepOrder`, the cabinet does not. */
export type UpdateAddressRequest = ChangeAddressRequest & Partial<Pick<ChangeDeliveryAddressRequest, 'isFromSingleStepOrder'>>;

/** The order and delivery calls both the checkout and the cabinet make. */
export interface OrderChangeCalls<O, M, A> {
  /** Cancels the order: an effect made once (`REPLAY_CHANGE`, key `derivedIntentKey('orderCancel', hid)`). */
  cancel: EffectEndpoint<OrderIdRequest, M>;
  canAddDrinks: PlainEndpoint<OrderIdRequest, DrinksInfo>;
  /** Adds drinks (their price joins the order's): an effect (`ADD_DRINKS_EFFECT`, key `drinksIntent`). */
  addDrinks: EffectEndpoint<DrinksRequest, O>;
  dropDrinks: PlainEndpoint<OrderIdRequest, O>;
  /** "Change order delivery" (`deliveries/update-address`): address_id_H, delivery_id_H, setForAllDeliveries. */
  updateAddress: PlainEndpoint<UpdateAddressRequest, A>;
  /**
   * "Add and change": addressInfo, delivery_id_H, setForAllDeliveries. It adds the address to the
   * client's list, so it is an effect (`REPLAY_CREATE`: the spec gives no state call; the same key
   * answers the first answer), sent with `saveNewAddress` (`checkout/address/address.provide.ts`).
   */
  addAddressAndUpdate: EffectEndpoint<AddAddressRequest, A>;
  possibleDates: PlainEndpoint<DeliveryDatesRequest, PossibleDatesResponse>;
  updateDate: PlainEndpoint<UpdateDateRequest, O>;
  confirm: PlainEndpoint<DeliveryIdRequest, O>;
}

/**
 * The calls the checkout and the cabinet share (order-funnel §7, personal-cabinet §7), declared
 * once: each side passes the schemas it reads the order with (valibot drops unknown keys, so the
 * checkout's smaller `Order` keeps only its fields, and the cabinet's `CabinetOrder` all of its own).
 */
export const orderChangeCalls = <O, M, A>(answers: OrderAnswers<O, M, A>): OrderChangeCalls<O, M, A> => ({
  cancel: effect('POST orders/cancel', answers.maybeOrder, REPLAY_CHANGE),
  canAddDrinks: call('GET orders/can-add-drinks', DrinksInfo),
  addDrinks: effect('POST orders/add-drinks', answers.order, ADD_DRINKS_EFFECT),
  dropDrinks: call('POST orders/drop-drinks', answers.order),
  updateAddress: call('POST deliveries/update-address', answers.addressChange),
  addAddressAndUpdate: effect('POST deliveries/add-address-and-update', answers.addressChange, REPLAY_CREATE),
  possibleDates: call('GET deliveries/possible-dates', PossibleDatesResponse),
  updateDate: call('POST deliveries/update-date', answers.order),
  confirm: call('POST deliveries/confirm', answers.order),
});
