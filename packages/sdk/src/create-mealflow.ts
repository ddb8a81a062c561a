import { createMealflowCore, type CreateMealflowOptions, type MealflowCore } from './mealflow-core';
import type { LoginMachine } from './storefront/login/login.machine';
import { provideLogin } from './storefront/login/login.provide';
import { provideSession, type SessionMachine } from './storefront/session/session.machine';
import type { FunnelMachine } from './storefront/funnel/funnel.machine';
import { provideFunnel } from './storefront/funnel/funnel.provide';
import type { CatalogMachine } from './storefront/landing/catalog.machine';
import { provideCatalog } from './storefront/landing/catalog.provide';
import { provideCity, type CityMachine } from './storefront/city/city.machine';
import type { OrderBlockMachine } from './storefront/landing/order-block.machine';
import { provideOrderBlock } from './storefront/landing/order-block.provide';
import type { AddressMachine } from './checkout/address/address.machine';
import { provideAddress } from './checkout/address/address.provide';
import type { AutoTipsMachine } from './checkout/auto-tips/auto-tips.machine';
import { provideAutoTips } from './checkout/auto-tips/auto-tips.provide';
import { provideSbp, type SbpMachine } from './checkout/sbp/sbp.machine';
import { providePayment } from './checkout/payment/payment.provide';
import type { PaymentMachine } from './checkout/payment/payment.machine';
import { providePaymentResult, type PaymentResultMachine } from './checkout/payment-result/payment-result.machine';
import { provideGiftCertificate, type GiftCertificateMachine } from './checkout/gift-certificate/gift-certificate.machine';
import { provideCheckout } from './checkout/checkout/checkout.provide';
import type { CheckoutMachine } from './checkout/checkout/checkout.machine';
import type { PromocodeMachine } from './checkout/promocode/promocode.machine';
import { providePromocode } from './checkout/promocode/promocode.provide';
import { provideReservationTimer, type ReservationTimerMachine } from './checkout/reservation-timer/reservation-timer.machine';
import { provideAbTest, type AbTestMachine } from './storefront/ab-test/ab-test.machine';
import { provideLeaveBanner, type LeaveBannerMachine } from './storefront/leave-banner/leave-banner.machine';
import { provideOrdersList } from './cabinet/orders-list/orders-list.provide';
import type { OrdersListMachine } from './cabinet/orders-list/orders-list.machine';
import { provideOrderDetail } from './cabinet/order-detail/order-detail.provide';
import { provideSubscriptions } from './cabinet/subscriptions/subscriptions.provide';
import type { SubscriptionsMachine } from './cabinet/subscriptions/subscriptions.machine';
import { provideSubscribe } from './cabinet/subscribe/subscribe.provide';
import type { SubscribeMachine } from './cabinet/subscribe/subscribe.machine';
import { provideFreeze } from './cabinet/freeze/freeze.provide';
import type { FreezeMachine } from './cabinet/freeze/freeze.machine';
import { provideStopSubscription } from './cabinet/stop-subscription/stop-subscription.provide';
import type { StopSubscriptionMachine } from './cabinet/stop-subscription/stop-subscription.machine';
import type { OrderDetailMachine } from './cabinet/order-detail/order-detail.machine';
import { provideDelivery } from './cabinet/delivery/delivery.provide';
import type { DeliveryMachine } from './cabinet/delivery/delivery.machine';
import { provideSettings } from './cabinet/settings/settings.provide';
import type { SettingsMachine } from './cabinet/settings/settings.machine';
import { provideCards } from './cabinet/cards/cards.provide';
import { provideCardBinding } from './checkout/card-binding/card-binding.provide';
import type { CardBindingMachine } from './checkout/card-binding/card-binding.machine';
import type { AssistPaymentMachine } from './checkout/assist-payment/assist-payment.machine';
import { provideAssistPayment } from './checkout/assist-payment/assist-payment.provide';
import type { CardsMachine } from './cabinet/cards/cards.machine';
import { provideWallet } from './cabinet/wallet/wallet.provide';
import { provideLongate } from './cabinet/longate/longate.provide';
import type { LongateMachine } from './cabinet/longate/longate.machine';
import { provideLongateBonuses, type LongateBonusesMachine } from './cabinet/longate/longate-bonuses.machine';
import type { WalletMachine } from './cabinet/wallet/wallet.machine';
import { provideInvite } from './cabinet/invite/invite.provide';
import type { InviteMachine } from './cabinet/invite/invite.machine';
import { providePartner } from './cabinet/partner/partner.provide';
import type { PartnerMachine } from './cabinet/partner/partner.machine';
import { providePromotion } from './storefront/marketing/promotion.provide';
import { provideMarketingConfig } from './storefront/marketing/marketing.provide';
import { provideQuestionnaire } from './storefront/questionnaire/questionnaire.provide';
import { provideEmailPopup } from './cabinet/email-popup/email-popup.provide';
import { provideCabinetRoot } from './cabinet/cabinet-root/cabinet-root.provide';
import type { CabinetRootMachine } from './cabinet/cabinet-root/cabinet-root.machine';
import { provideHomeIcon } from './cabinet/home-icon/home-icon.provide';
import { provideNewClientProfile } from './storefront/new-client/new-client-profile.provide';
import type { NewClientProfileMachine } from './storefront/new-client/new-client-profile.machine';
import type { HomeIconMachine } from './cabinet/home-icon/home-icon.machine';
import type { EmailPopupMachine } from './cabinet/email-popup/email-popup.machine';
import type { QuestionnaireMachine } from './storefront/questionnaire/questionnaire.machine';
import type { PromotionMachine } from './storefront/marketing/promotion.machine';
import type { MarketingConfigMachine } from './storefront/marketing/marketing.machine';
import { provideBonusShop } from './cabinet/bonus-shop/bonus-shop.provide';
import type { BonusShopMachine } from './cabinet/bonus-shop/bonus-shop.machine';
import { provideLoyalty } from './cabinet/loyalty/loyalty.provide';
import type { LoyaltyMachine } from './cabinet/loyalty/loyalty.machine';
import { providePreferences } from './cabinet/preferences/preferences.provide';
import type { PreferencesMachine } from './cabinet/preferences/preferences.machine';
import { provideCourierRating } from './cabinet/courier-rating/courier-rating.provide';
import type { CourierRatingMachine } from './cabinet/courier-rating/courier-rating.machine';
import { provideReferral } from './cabinet/referral/referral.provide';
import type { ReferralMachine } from './cabinet/referral/referral.machine';
import { provideSubscriptionMenu } from './cabinet/subscription-menu/subscription-menu.provide';
import type { SubscriptionMenuMachine } from './cabinet/subscription-menu/subscription-menu.machine';
import { provideFitness } from './cabinet/fitness/fitness.provide';
import type { FitnessMachine } from './cabinet/fitness/fitness.machine';
import { provideMenuPage } from './storefront/menus/menu-page.provide';
import type { MenuPageMachine } from './storefront/menus/menu-page.machine';
import { provideTargetDetails } from './storefront/menus/target-details.provide';
import type { TargetDetailsMachine } from './storefront/menus/target-details.machine';
import { provideProductMenu } from './storefront/menus/product-menu.provide';
import type { ProductMenuMachine } from './storefront/menus/product-menu.machine';
import { provideCustomization } from './cabinet/customization/customization.provide';
import type { CustomizationMachine } from './cabinet/customization/customization.machine';

export type { MealflowDeps } from './deps';

/** Every machine of the SDK, `.provide()`d with the API client and the ports. */
export interface MealflowMachines {
  login: LoginMachine;
  session: SessionMachine;
  funnel: FunnelMachine;
  catalog: CatalogMachine;
  /** The landing's active city: resolution, IP lookup, §9 cookies, the selector's choice. */
  city: CityMachine;
  orderBlock: OrderBlockMachine;
  reservationTimer: ReservationTimerMachine;
  promocode: PromocodeMachine;
  address: AddressMachine;
  checkout: CheckoutMachine;
  autoTips: AutoTipsMachine;
  payment: PaymentMachine;
  sbp: SbpMachine;
  paymentResult: PaymentResultMachine;
  giftCertificate: GiftCertificateMachine;
  abTest: AbTestMachine;
  leaveBanner: LeaveBannerMachine;
  /** The cabinet's active orders list (`@mealflow/sdk/cabinet`). */
  ordersList: OrdersListMachine;
  /** An order's page in the cabinet (input `{ hid, brand? }`). */
  orderDetail: OrderDetailMachine;
  /** The client's subscriptions (input `{ brand? }`); invokes `freeze` and `stopSubscription` as dialogs. */
  subscriptions: SubscriptionsMachine;
  /** The subscribe flow (input `SubscribeInput`): offers by menu line, GetMenuPlan, a subscription from an order. */
  subscribe: SubscribeMachine;
  /** Freeze or unfreeze one subscription (input `{ subscription, mode }`). */
  freeze: FreezeMachine;
  /** Stop one subscription with feedback (input `{ subscription }`). */
  stopSubscription: StopSubscriptionMachine;
  /** A delivery of an order in the cabinet (input `{ hid, deliveryId }`). */
  delivery: DeliveryMachine;
  /** The cabinet's settings form and offer agreement (input `{ session? }`). */
  settings: SettingsMachine;
  /** The client's cards: list, active card, delete with a confirm step. */
  cards: CardsMachine;
  /** Binding a card with 1 ₽ (input `{ hid? }`: the new client's order); the cards machine invokes it for 'Добавить карту'. */
  cardBinding: CardBindingMachine;
  /** /assist-payment (input `{ hid? }`): an order paid on the Assist page (`payments/assist-pay-request`). */
  assistPayment: AssistPaymentMachine;
  /** The client's wallet: balances by kind and the history, page by page (the storefront's brand). */
  wallet: WalletMachine;
  /** The client's invite link (copied through the clipboard port) and what an invitation gives. */
  invite: InviteMachine;
  /** The partner invitation pages (input `{ code?, page, loggedIn }`): accept, has-invite, detach. */
  partner: PartnerMachine;
  /** A promotion page (input `{ brand, visitor, authorized, name?, kind?, previewId? }`); it invokes the marketing configuration. */
  promotion: PromotionMachine;
  /** The marketing configuration alone (input `{ brand, visitor, previewId? }`): the customisation active now for /try-customization. */
  marketingConfig: MarketingConfigMachine;
  /** The questionnaire (input `{ sessionId? }`): questions, answers saved one by one, the final screen, a reload resumes it. */
  questionnaire: QuestionnaireMachine;
  /** The cabinet's e-mail popup (input `{ hasPhone }`): asked after timeToShow, once per client. */
  emailPopup: EmailPopupMachine;
  /** The home-screen icon hint (input `{ inDashboard, userAgent }`): wowfood phones in the dashboard, up to 5 times. */
  homeIcon: HomeIconMachine;
  /** The desktop new-client order's profile step (input `{ hid, session? }`): name and e-mail, then the payment step. */
  newClientProfile: NewClientProfileMachine;
  /** The extension (longate) flow of a longation order (input `{ hid, page? }`): show, plan change, pay (card, saved card, SBP), cancel. */
  longate: LongateMachine;
  /** The bonuses that burn unless the client extends (`/longate-bonus`, input `{ burnId? }`). */
  longateBonuses: LongateBonusesMachine;
  /** The bonus shop and the client's gift certificates; its child `wallet` is refreshed after a purchase (the storefront's brand). */
  bonusShop: BonusShopMachine;
  /** The loyalty program: status, progress to the next, what each status gives (off when the profile says so). */
  loyalty: LoyaltyMachine;
  /** Filters (up to the server's maximum), favourites and the stop-list (input `{ visitor?, proposed? }`). */
  preferences: PreferencesMachine;
  /** Courier ratings and the tip dialog (input `{ orderId?, returnPath? }`). */
  courierRating: CourierRatingMachine;
  /**
   * The cabinet's root view (input `cabinetRootInput(...)`): the tips modal (the courier rating
   * machine as its child), the auto-tips modal after a paid tip, the onboarding hints, the filters panel.
   */
  cabinetRoot: CabinetRootMachine;
  /** The referral bonus, charged once per client for the visit's `invite` (input `{ session }`; the app starts it). */
  referral: ReferralMachine;
  /** The subscription menu (input `{ brand? }`): running subscriptions, their orders, deliveries and dishes; pay and rate links. */
  subscriptionMenu: SubscriptionMenuMachine;
  /** The fitness page (input `{ brand? }`): subscriptions with the sports club and its promo-code request. */
  fitness: FitnessMachine;
  /** The menu pages (input `{ source }`: a line's week, /week-menu, an order's menu): dishes by day, nutrition, weeks, the order link. */
  menuPage: MenuPageMachine;
  /** A goal's page (input `{ target, cityId, brand? }`): its lines and what the order block needs. */
  targetDetails: TargetDetailsMachine;
  /** A landing's menu block (input `{ businessProduct, cityId, brand }`): the product's static menu file, a line's day at a time. */
  productMenu: ProductMenuMachine;
  /** Menu customisation (input `{ hid?, variant }`): the wizard's meals and the order's packs. */
  customization: CustomizationMachine;
}

/** What `createMealflow` returns: the API client, the ports and every machine bound to them. */
export interface Mealflow extends MealflowCore {
  machines: MealflowMachines;
}

/**
 * The composition root: one API client over the given ports, and every machine `.provide()`d
 * with actors and actions bound to them. The app, the tests and the stories all build it the
 * same way (with browser or in-memory ports), so what is tested is what ships.
 */
export function createMealflow(options: CreateMealflowOptions): Mealflow {
  const core = createMealflowCore(options);
  const { deps } = core;
  return {
    ...core,
    machines: {
      // Each machine folder adds one line here: `name: provideName(deps),`
      login: provideLogin(deps),
      session: provideSession(deps),
      funnel: provideFunnel(deps),
      catalog: provideCatalog(deps),
      city: provideCity(deps),
      orderBlock: provideOrderBlock(deps),
      reservationTimer: provideReservationTimer(deps),
      promocode: providePromocode(deps),
      address: provideAddress(deps),
      checkout: provideCheckout(deps),
      autoTips: provideAutoTips(deps),
      payment: providePayment(deps),
      sbp: provideSbp(deps),
      paymentResult: providePaymentResult(deps),
      giftCertificate: provideGiftCertificate(deps),
      abTest: provideAbTest(deps),
      leaveBanner: provideLeaveBanner(deps),
      ordersList: provideOrdersList(deps),
      orderDetail: provideOrderDetail(deps),
      subscriptions: provideSubscriptions(deps),
      subscribe: provideSubscribe(deps),
      freeze: provideFreeze(deps),
      stopSubscription: provideStopSubscription(deps),
      delivery: provideDelivery(deps),
      settings: provideSettings(deps),
      cards: provideCards(deps),
      cardBinding: provideCardBinding(deps),
      assistPayment: provideAssistPayment(deps),
      wallet: provideWallet(deps),
      invite: provideInvite(deps),
      partner: providePartner(deps),
      promotion: providePromotion(deps),
      marketingConfig: provideMarketingConfig(deps),
      questionnaire: provideQuestionnaire(deps),
      emailPopup: provideEmailPopup(deps),
      homeIcon: provideHomeIcon(deps),
      newClientProfile: provideNewClientProfile(deps),
      longate: provideLongate(deps),
      longateBonuses: provideLongateBonuses(deps),
      bonusShop: provideBonusShop(deps),
      loyalty: provideLoyalty(deps),
      referral: provideReferral(deps),
      preferences: providePreferences(deps),
      courierRating: provideCourierRating(deps),
      cabinetRoot: provideCabinetRoot(deps),
      subscriptionMenu: provideSubscriptionMenu(deps),
      fitness: provideFitness(deps),
      menuPage: provideMenuPage(deps),
      targetDetails: provideTargetDetails(deps),
      productMenu: provideProductMenu(deps),
      customization: provideCustomization(deps),
    },
  };
}
