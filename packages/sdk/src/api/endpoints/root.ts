import { call, effect, type NoInput, REPLAY_CHARGE } from './declare';
import { MENU_QUEUE } from '../call-queue';
import { defineEndpoint } from '../client';
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
  ProcessingResponse,
  StaticMenu,
  StoreResponse,
} from '../schemas/root';

type OrderId = { orderId_H: string };
type CustomMealRequest = { mealDate: string; mealNumber: number };
const command = <I>(name: string, path: string = name) =>
  defineEndpoint<I, CommandResponse>({ name, method: 'POST', path, response: CommandResponse });

/**
 * The calls of §7 (both specs) no feature had an endpoint for (issue 16: the registry test). Each is
 * typed and has a sandbox handler (`packages/sandbox/src/handlers/root-calls.ts`).
 */
export const rootCalls = {
  addresses: call<NoInput, ClientAddressesResponse>('GET clients/addresses', ClientAddressesResponse),
  addAddress: call<{ title: string; flat?: string }, ClientAddressesResponse>('POST clients/addresses', ClientAddressesResponse),
  /** `client-tours`: the cabinet's guided tours the client has not seen yet. */
  clientTours: call<NoInput, ClientToursResponse>('GET client-tours', ClientToursResponse),
  segmentationSet: command<{ segment: string }>('segmentations/set'),
  forSuppliers: command<{ name: string; phone: string; comment?: string }>('for-suppliers'),
  showOrder: call<OrderId, OrderSummaryResponse>('GET orders/show-order', OrderSummaryResponse),
  inClientSubscription: call<{ clientSubscriptionId_H: string }, OrderSummariesResponse>(
    'GET orders/in-client-subscription',
    OrderSummariesResponse,
  ),
  freshActivity: call<OrderId, FreshActivityResponse>('GET orders/fresh-activity', FreshActivityResponse),
  processingAeroflot: call<OrderId, ProcessingResponse>('GET orders/is-payment-processing-aeroflot', ProcessingResponse),
  recallForNewOrder: command<{ phone: string }>('orders/recall-request-for-new-order/'),
  pseudoOrder: call<{ mealDays: number; price_plan_id?: number }, OrderSummaryResponse>('POST orders/pseudo-order', OrderSummaryResponse),
  /** Customisation (personal-cabinet §4, §7; fields of the §5 custom_config entry): the meal's pack changes in the draft. */
  custom: defineEndpoint<OrderId & CustomMealRequest & { packId: number; type: 'change' | 'addition'; count: number }, CustomDraftResponse>(
    { name: 'orders/custom', method: 'POST', path: 'orders/custom', response: CustomDraftResponse },
  ),
  /** A portion of the meal's pack taken away in the draft, count 0: the meal removed (subtraction). */
  removeItemFromCustom: call<OrderId & CustomMealRequest & { packId: number; type: 'subtraction'; count: number }, CustomDraftResponse>(
    'POST orders/remove-item-from-custom',
    CustomDraftResponse,
  ),
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
  customizationDates: call<{ cityId: number; menuType: string; pricePlanId: number }, DatesResponse>(
    'GET customization-info/possible-dates',
    DatesResponse,
  ),
  customizationInfo: call<{ city_id: number }, CustomizationInfoResponse>('GET customization-info', CustomizationInfoResponse),
  customizationMenu: call<{ menuTypeId: number }, DishesResponse>('POST customization-info/menu', DishesResponse),
  customizationMenuNoAuth: call<{ menuTypeId: number }, DishesResponse>('POST customization-info/menu-no-auth', DishesResponse),
  menuOrder: call<OrderId, DishesResponse>('POST menu/order', DishesResponse, { queue: MENU_QUEUE }),
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
  assistPayForTip: effect<{ payment: string; urlReturnOk: string; urlReturnError: string }, AssistPageResponse>(
    'POST payments/assist-pay-request-for-tip',
    AssistPageResponse,
    REPLAY_CHARGE,
  ),
  onboardingHints: call<NoInput, OnboardingHintsResponse>('GET onboarding/hints', OnboardingHintsResponse),
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
  dadataAddress: call<{ query: string }, DadataAddressResponse>('POST dadata/address', DadataAddressResponse),
  newClientLanding: call<{ cityId: number }, NewClientLandingResponse>('GET new-client-landing', NewClientLandingResponse),
  /** Order-flow client activity (throttled 2 s by its caller). */
  trackActivity: command<{ step: string }>('orders/track-activity'),
} as const;
