import { MENU_QUEUE } from '../call-queue';
import { defineEndpoint } from '../client';
import { defineEffect } from '../effects';
import { AssistPayResponse as AssistPageResponse } from '../schemas/card-binding';
import {
  ClientAddressesResponse,
  ClientToursResponse,
  CommandResponse,
  CustomDraftResponse,
  CustomizationInfoResponse,
  DadataAddressResponse,
  DatesResponse,
  DishesResponse,
  FreshActivityResponse,
  NewClientLandingResponse,
  OnboardingHintsResponse,
  OrderSummariesResponse,
  OrderSummaryResponse,
  PaymentCommandResponse,
  ProcessingResponse,
  StaticMenu,
  StoreResponse,
} from '../schemas/root';

type OrderId = { orderId_H: string };
type CustomMealRequest = { mealDate: string; mealNumber: number };
type NoInput = Record<string, never>;
const command = <I>(name: string, path: string = name) =>
  defineEndpoint<I, CommandResponse>({ name, method: 'POST', path, response: CommandResponse });

/**
 * The calls of §7 (both specs) no feature had an endpoint for (issue 16: the registry test). Each is
 * typed and has a sandbox handler (`packages/sandbox/src/handlers/root-calls.ts`).
 */
export const rootCalls = {
  addresses: defineEndpoint<NoInput, ClientAddressesResponse>({
    name: 'clients/addresses',
    method: 'GET',
    path: 'clients/addresses',
    response: ClientAddressesResponse,
  }),
  addAddress: defineEndpoint<{ title: string; flat?: string }, ClientAddressesResponse>({
    name: 'clients/addresses',
    method: 'POST',
    path: 'clients/addresses',
    response: ClientAddressesResponse,
  }),
  /** `client-tours`: the cabinet's guided tours the client has not seen yet. */
  clientTours: defineEndpoint<NoInput, ClientToursResponse>({
    name: 'client-tours',
    method: 'GET',
    path: 'client-tours',
    response: ClientToursResponse,
  }),
  segmentationSet: command<{ segment: string }>('segmentations/set'),
  forSuppliers: command<{ name: string; phone: string; comment?: string }>('for-suppliers'),
  showOrder: defineEndpoint<OrderId, OrderSummaryResponse>({
    name: 'orders/show-order',
    method: 'GET',
    path: 'orders/show-order',
    response: OrderSummaryResponse,
  }),
  inClientSubscription: defineEndpoint<{ clientSubscriptionId_H: string }, OrderSummariesResponse>({
    name: 'orders/in-client-subscription',
    method: 'GET',
    path: 'orders/in-client-subscription',
    response: OrderSummariesResponse,
  }),
  freshActivity: defineEndpoint<OrderId, FreshActivityResponse>({
    name: 'orders/fresh-activity',
    method: 'GET',
    path: 'orders/fresh-activity',
    response: FreshActivityResponse,
  }),
  processingAeroflot: defineEndpoint<OrderId, ProcessingResponse>({
    name: 'orders/is-payment-processing-aeroflot',
    method: 'GET',
    path: 'orders/is-payment-processing-aeroflot',
    response: ProcessingResponse,
  }),
  recallForNewOrder: command<{ phone: string }>('orders/recall-request-for-new-order/'),
  pseudoOrder: defineEndpoint<{ mealDays: number; price_plan_id?: number }, OrderSummaryResponse>({
    name: 'orders/pseudo-order',
    method: 'POST',
    path: 'orders/pseudo-order',
    response: OrderSummaryResponse,
  }),
  /** Customisation (personal-cabinet §4, §7; fields of the §5 custom_config entry): the meal's pack changes in the draft. */
  custom: defineEndpoint<OrderId & CustomMealRequest & { packId: number; type: 'change' | 'addition'; count: number }, CustomDraftResponse>(
    { name: 'orders/custom', method: 'POST', path: 'orders/custom', response: CustomDraftResponse },
  ),
  /** A portion of the meal's pack taken away in the draft, count 0: the meal removed (subtraction). */
  removeItemFromCustom: defineEndpoint<
    OrderId & CustomMealRequest & { packId: number; type: 'subtraction'; count: number },
    CustomDraftResponse
  >({ name: 'orders/remove-item-from-custom', method: 'POST', path: 'orders/remove-item-from-custom', response: CustomDraftResponse }),
  /** Opens a draft for the order's menu type (refused for a menu type that is not customisable). */
  addCustomMenu: command<OrderId & { menuId: number }>('orders/add-custom-menu'),
  acceptDraft: command<OrderId>('orders/accept-draft'),
  dropDraft: command<OrderId>('orders/drop'),
  dropUnaccepted: command<OrderId>('orders/drop-unaccepted'),
  lkOrderUpdate: defineEndpoint<OrderId & { client_token: string }, CommandResponse>({
    name: 'api/v1/lk/order/update',
    method: 'POST',
    path: 'api/v1/lk/order/update',
    absolute: true,
    query: ({ client_token }) => ({ client_token }),
    response: CommandResponse,
  }),
  lkCancelAttempt: defineEndpoint<OrderId & { client_token: string }, CommandResponse>({
    name: 'api/v1/lk/order/cancel-attempt',
    method: 'POST',
    path: 'api/v1/lk/order/cancel-attempt',
    absolute: true,
    query: ({ client_token }) => ({ client_token }),
    response: CommandResponse,
  }),
  customizationDates: defineEndpoint<{ cityId: number; menuType: string; pricePlanId: number }, DatesResponse>({
    name: 'customization-info/possible-dates',
    method: 'GET',
    path: 'customization-info/possible-dates',
    response: DatesResponse,
  }),
  customizationInfo: defineEndpoint<{ city_id: number }, CustomizationInfoResponse>({
    name: 'customization-info',
    method: 'GET',
    path: 'customization-info',
    response: CustomizationInfoResponse,
  }),
  customizationMenu: defineEndpoint<{ menuTypeId: number }, DishesResponse>({
    name: 'customization-info/menu',
    method: 'POST',
    path: 'customization-info/menu',
    response: DishesResponse,
  }),
  customizationMenuNoAuth: defineEndpoint<{ menuTypeId: number }, DishesResponse>({
    name: 'customization-info/menu-no-auth',
    method: 'POST',
    path: 'customization-info/menu-no-auth',
    response: DishesResponse,
  }),
  menuOrder: defineEndpoint<OrderId, DishesResponse>({
    name: 'menu/order',
    method: 'POST',
    path: 'menu/order',
    queue: MENU_QUEUE,
    response: DishesResponse,
  }),
  sportsClubPromo: command<{ clientSubscriptionId_H: string }>('client-subscriptions/recall-request-for-promotional-code-in-sports-club'),
  /** Static menu files (`menus/{brand}/current|next|standard|trial|region_standard|superdetox|feedback_data`). */
  staticMenu: defineEndpoint<{ brand: string; file: string; cacheBuster: number }, StaticMenu>({
    name: 'menus/{brand}/{file}',
    method: 'GET',
    path: ({ brand, file }) => `menus/${brand}/${file}.json`,
    absolute: true,
    query: ({ cacheBuster }) => ({ _: cacheBuster }),
    response: StaticMenu,
  }),
  menuHistory: defineEndpoint<{ brand: string; weekId: string; cacheBuster: number }, StaticMenu>({
    name: 'menus/{brand}/history/{weekId}',
    method: 'GET',
    path: ({ brand, weekId }) => `menus/${brand}/history/${weekId}.json`,
    absolute: true,
    query: ({ cacheBuster }) => ({ _: cacheBuster }),
    response: StaticMenu,
  }),
  wowfoodStandard: defineEndpoint<{ cacheBuster: number }, StaticMenu>({
    name: 'wowfood/standard',
    method: 'GET',
    path: 'menus/wowfood/standard.json',
    absolute: true,
    query: ({ cacheBuster }) => ({ _: cacheBuster }),
    response: StaticMenu,
  }),
  /**
   * A tip (`payments/for-tip`'s payment) paid on the Assist page (personal-cabinet §7 Tips); the answer is the page to open.
   * Ours, `replay`: the spec gives no state call for a tip; the same key answers with the first page (the tip's intent, kept until the page opens).
   */
  assistPayForTip: defineEffect<{ payment: string; urlReturnOk: string; urlReturnError: string }, AssistPageResponse>({
    name: 'payments/assist-pay-request-for-tip',
    method: 'POST',
    path: 'payments/assist-pay-request-for-tip',
    response: AssistPageResponse,
    effect: { kind: 'charge', status: { ask: 'replay' } },
  }),
  /** Asked by the purchase's `GET gift-certificate-purchases/{id}`. */
  chargeTokenGift: defineEffect<{ purchaseId: string; card: string }, PaymentCommandResponse>({
    name: 'payments/charge-token-gift-certificate-purchases',
    method: 'POST',
    path: 'payments/charge-token-gift-certificate-purchases',
    response: PaymentCommandResponse,
    effect: { kind: 'charge', status: { ask: 'gift-certificate-purchases' } },
  }),
  onboardingHints: defineEndpoint<NoInput, OnboardingHintsResponse>({
    name: 'onboarding/hints',
    method: 'GET',
    path: 'onboarding/hints',
    response: OnboardingHintsResponse,
  }),
  // §7 'onboarding/hints GET, skip, complete': the method written right after the path makes the
  // rest of the list that path's own operations, as in 'tips/templates GET, POST, DELETE {id}'
  // (DELETE tips/templates/{id}); the lists that start with a method ('POST client-details/…,
  // update-last-filter') name siblings instead. So: `onboarding/hints/skip`, `onboarding/hints/complete`
  // (issue 31; cabinet/onboarding/README.md).
  onboardingSkip: command<NoInput>('onboarding/hints/skip'),
  onboardingComplete: command<NoInput>('onboarding/hints/complete'),
  /** §7 'GET store?city': the lines' stock remains in a city (§3 stockRemains, as the menu answers carry them). */
  store: defineEndpoint<{ city: number }, StoreResponse>({
    name: 'store',
    method: 'GET',
    path: 'store',
    query: ({ city }) => ({ city }),
    response: StoreResponse,
  }),
  callback: command<{ phone: string; comment?: string }>('callback'),
  callbackByEntity: command<{ phone: string; entity: string; entityId: string }>('callback-by-entity'),
  smsMobileApp: command<{ phone: string }>('sms/mobile-app'),
  dadataAddress: defineEndpoint<{ query: string }, DadataAddressResponse>({
    name: 'dadata/address',
    method: 'POST',
    path: 'dadata/address',
    response: DadataAddressResponse,
  }),
  newClientLanding: defineEndpoint<{ cityId: number }, NewClientLandingResponse>({
    name: 'new-client-landing',
    method: 'GET',
    path: 'new-client-landing',
    response: NewClientLandingResponse,
  }),
  /** Order-flow client activity (throttled 2 s by its caller). */
  trackActivity: command<{ step: string }>('orders/track-activity'),
} as const;
