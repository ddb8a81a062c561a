import { BRAND_TEXTS, type Brand } from '../domain/storefront-texts';
import { LANDING_TEXTS } from '../domain/landing-texts';
import type { RouteName } from './route-names';

/**
 * Every route's page title (the browser tab, the history list, what a screen reader announces on
 * navigation), in Russian: our words, the spec names none (README "Choices"). `null`: a redirect, or
 * a page titled by its brand alone (the main landing, a city's). A `Record` over `RouteName`, so a
 * route added without its title fails `tsc`.
 */
const H = LANDING_TEXTS.heroTitle;
const CHECKOUT = 'Оформление заказа';
const PAID = 'Оплата прошла';
const NOT_PAID = 'Оплата не прошла';
const PAYMENT_RESULT = 'Результат оплаты';
const THREE_DS = 'Проверка платежа';
const NEW_ORDER = 'Новый заказ';
const ORDERS = 'Заказы';
const CONFIRM_PHONE = 'Подтверждение телефона';
const CHOOSE_PLAN = 'Выбор рациона';
const CHANGE_SUBSCRIPTION = 'Изменение подписки';
const SUBSCRIBING = 'Оформление подписки';
const RECALL = 'Заявка принята';
const CASH = 'Заказ оформлен';
const DISHES = 'Выбор блюд';
const RATE = 'Оценка доставки';
const DELIVERIES = 'Доставки заказа';

export const PAGE_TITLES: Readonly<Record<RouteName, string | null>> = {
  Index: null,
  IndexCity: null,
  Login: 'Вход',
  NotFound: 'Страница не найдена',
  // Landings: their hero's title (without the brand's name and a dash: the document title adds the brand).
  WowFoodProduct: null,
  TrialProduct: H.day,
  DetoxProduct: H.detox,
  SuperDetoxProduct: H.superdetox,
  ReloadProduct: H['21'],
  SubscriptionProduct: H.subscription,
  PollProduct: H.poll,
  LocalProduct: H.local,
  LongationLanding: H.longate,
  OneMoreLanding: 'Ещё один заказ',
  WowfoodSubscriptionProduct: H.subscription,
  WowfoodLongationLanding: H.longate,
  WowfoodOneMoreLanding: 'Ещё один заказ',
  TransflandLanding: H.transfland,
  HydraProduct: H.hydra,
  AviasalesLanding: H.aviasales,
  ActivateGift: 'Активация подарочного сертификата',
  // Storefront pages.
  MenuPageByTypeBusnessProduct: 'Меню',
  MenuPageByType: 'Меню',
  MenuPageByOrder: 'Меню заказа',
  WeekMenu: 'Меню недели',
  TargetDetails: 'Рацион по цели',
  TransflandPage: 'Мобильное приложение',
  TryCustomization: 'Соберите своё меню',
  Promotion: 'Акция',
  PromotionAlias: null,
  ThankYouForSubscribe: 'Спасибо за подписку',
  LongateBonus: 'Бонусы за продление',
  DocumentOffer: 'Публичная оферта',
  DocumentPersonalData: 'Согласие на обработку персональных данных',
  // The order funnel and the checkout.
  OrderRoot: null,
  StepOrdersPhone: CHECKOUT,
  OrderMobileLogin: CHECKOUT,
  OrderConfirm: CONFIRM_PHONE,
  OrderMobileConfirm: CONFIRM_PHONE,
  TrialUnavailable: 'Пробный заказ недоступен',
  SingleStepOrder: CHECKOUT,
  SingleStepOrderInTargets: CHECKOUT,
  SingleStepOrderWithCustomMenu: CHECKOUT,
  SingleStepOrderInTryCustomization: CHECKOUT,
  SingleStepOrderInDashboard: CHECKOUT,
  SingleStepOrderInNewDashboardCreateNewOrder: CHECKOUT,
  InstantCert: 'Подарочный сертификат',
  OrderWizard: DISHES,
  OrderWizardInTryCustomization: DISHES,
  WizardDesktopResponse: PAYMENT_RESULT,
  ConfirmationDelivery: 'Подтверждение доставки',
  AssistPayment: 'Оплата заказа',
  MobappPaymentResult: PAYMENT_RESULT,
  // Payments and their results.
  DashboardOrderRoot: null,
  OrderPacks: 'Наборы заказа',
  StepPaymentCard: 'Оплата картой',
  StepPaymentChoose: 'Способ оплаты',
  StepPayments: null,
  StepPaymentByFlow: PAYMENT_RESULT,
  Step3DsResult: THREE_DS,
  Step3DsPaymentsResult: THREE_DS,
  StepPaymentSuccess: PAID,
  StepPaymentFail: NOT_PAID,
  StepPaymentCash: CASH,
  StepPaymentRecall: RECALL,
  // The extension of an order.
  DashboardLongate: null,
  DashboardMobileLongate: null,
  DashboardLongateStep: 'Продление заказа',
  StepPaymentLongateCreditCard: 'Продление заказа: оплата картой',
  // The new client's order.
  NewClientSecond: NEW_ORDER,
  NewClientTariff: CHOOSE_PLAN,
  NewClientTariffConfirm: 'Подтверждение заказа',
  NewClientProfile: 'Ваши данные',
  StepNewClientSuccess: PAID,
  StepNewClientFail: NOT_PAID,
  StepNewClientCash: CASH,
  StepNewClientConfirm: 'Заказ подтверждён',
  StepNewClientRecall: RECALL,
  StepNewClientCardBind: 'Карта привязана',
  StepOnlineCertSuccess: 'Сертификат оплачен',
  StepOnlineCertFail: NOT_PAID,
  CreateNewOrder: NEW_ORDER,
  // Subscribing.
  Subscribe: 'Подписка',
  SubscribeSubscription: 'Меню подписки',
  GetMenuPlan: CHOOSE_PLAN,
  SubscribeChange: CHANGE_SUBSCRIPTION,
  AllFields: SUBSCRIBING,
  SubscribeSuccess: 'Подписка оформлена',
  SubscribeLead: RECALL,
  SubscribeFail: 'Подписка не оформлена',
  OldSubscriptionMenu: null,
  MobileSubscribe: 'Подписка',
  MobileSubscribeFaq: 'Вопросы о подписке',
  MobileSubscribeChange: CHANGE_SUBSCRIPTION,
  MobileSubscribeType: CHOOSE_PLAN,
  MobileGetMenuPlan: CHOOSE_PLAN,
  MobileAllFields: SUBSCRIBING,
  // The personal cabinet (a section's page: its navigation entry's label).
  Dashboard: ORDERS,
  DashboardOrders: ORDERS,
  DashboardOrdersAll: 'Все заказы',
  DashboardOrderFastpay: 'Оплата заказа',
  DashboardOrderDeliveries: DELIVERIES,
  SingleOrder: 'Заказ',
  DashboardSubscriptionsRoot: null,
  DashboardSubscriptions: 'Подписки',
  DashboardSubscriptionsMenu: 'Меню подписки',
  DashboardSubscriptionsFastpay: 'Оплата подписки',
  DashboardSubscriptionsFitness: 'Подписка на фитнес',
  DashboardSubscriptionsRates: RATE,
  DashboardNewOrder: NEW_ORDER,
  DashboardSettings: 'Настройки',
  DashboardSettingsCards: 'Банковские карты',
  DashboardBonus: 'Бонусы и магазин',
  DashboardBonusCategory: 'Бонусы и магазин',
  DashboardShopAbout: null,
  DashboardLoyalty: 'Программа лояльности',
  DashboardInvite: 'Пригласить друга',
  DashboardPromotion: 'Акции',
  DashboardPreferences: 'Предпочтения',
  DashboardSubscribe: 'Подписка',
  DashboardPacks: 'Наборы',
  DashboardAutotips: 'Автоматические чаевые',
  NewDashboard: ORDERS,
  NewDashboardOrders: ORDERS,
  NewDashboardOrder: 'Заказ',
  NewDashboardOrderDeliveries: DELIVERIES,
  NewDashboardRates: RATE,
  NewDashboardNewOrder: NEW_ORDER,
  NewDashboardCreateNewOrder: NEW_ORDER,
  MobileOrder: NEW_ORDER,
  MobileOrderStep: NEW_ORDER,
  MobileTaLogin: 'Вход',
  PartnerInvite: 'Приглашение партнёра',
  PartnerInviteInvited: 'Приглашение принято',
  PartnerInviteHasInvite: 'У вас уже есть приглашение',
};

/** The document's title on a route: 'Заказы — mealflow'; the brand's own title where the page has none. */
export function documentTitle(route: RouteName, brand: Brand): string {
  const page = PAGE_TITLES[route];
  return page ? `${page} — ${BRAND_TEXTS[brand].name}` : BRAND_TEXTS[brand].title;
}
