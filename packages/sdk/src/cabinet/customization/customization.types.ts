import type { CabinetOrder, OrderPacksDay } from '../../api/schemas/cabinet';
import type { Profile } from '../../api/schemas/profile';
import type { CardSource, PaymentReport } from '../../checkout/payment/payment.types';
import type { CustomChange, MealChoices } from '../../domain/customization';
import type { DeliveryLimits } from '../../domain/customization-limits';

/**
 * Where the customisation screen runs (personal-cabinet §2.1):
 * - `tryCustomization`: /try-customization/order-wizard/{hid}, then SingleStepOrderInTryCustomization;
 * - `customMenu`: /order-wizard/{hid?} and the desktop wizard, then SingleStepOrderWithCustomMenu;
 * - `packs`: /dashboard/order/{hid}/packs, the order's menu; 'Изменить меню' edits it in place and
 *   the surcharge is paid there (issue 31: no checkout, no timer, no date picker).
 */
export type CustomizationVariant = 'tryCustomization' | 'customMenu' | 'packs';

export interface CustomizationInput {
  /** The order (route param); none on /order-wizard without a hid. */
  hid?: string | undefined;
  variant: CustomizationVariant;
}

/** A dish a meal may take (`customization-info/menu`). */
export interface CustomDish {
  id: number;
  title: string;
  kcal?: number | null | undefined;
  mealIndex?: number | null | undefined;
}

/** What loading gives: the order (with its open draft), its accepted menu by day (`orders/{hid}/packs`) and the dishes to choose from. */
export interface CustomizationLoaded {
  order: CabinetOrder;
  days: OrderPacksDay[];
  dishes: CustomDish[];
  /** "Now" as the backend sees it (the clock port, or the test clock), for the days' cut-offs. */
  nowMs: number;
  /** The client's stop-list (pack ids): those dishes are not offered. */
  stopList?: number[] | undefined;
  /** The client's profile (its saved card pays a surcharge in the cabinet), when editing there. */
  profile?: Profile | undefined;
}

/** How the cabinet pays a surcharge: the saved card, or a new one. */
export type SurchargeMethod = 'card' | 'creditCard';

export interface CustomizationContext {
  hid: string | undefined;
  variant: CustomizationVariant;
  order: CabinetOrder | undefined;
  days: OrderPacksDay[];
  dishes: CustomDish[];
  /** The meals as accepted (the order's menu with its accepted customisation). */
  base: MealChoices;
  /** The meals with the draft's changes (an open draft is loaded again after a reload). */
  choices: MealChoices;
  /** §5 per-delivery limits of the order, when it has them. */
  limits: DeliveryLimits | undefined;
  /** The draft's price difference against the accepted menu, as the server answered it. */
  priceDifference: number;
  /** "Now" at loading: which days can still be changed (`dayLock`). */
  nowMs: number;
  /** The menu is loaded for editing (always but on the packs page, where 'Изменить меню' asks for it). */
  edit: boolean;
  /** The client's stop-list: its dishes are not offered. */
  stopList: number[];
  /** The profile (packs page, editing): its saved card. */
  profile: Profile | undefined;
  /** What is left to pay after the draft was accepted in the cabinet (the order's `deb_price`). */
  surcharge: number;
  method: SurchargeMethod;
  /** Why the surcharge's payment failed (nothing was charged). */
  payError: string | undefined;
  /** What the last change in the cabinet did: 'Меню заказа изменено, доплата 20 ₽ оплачена'. */
  notice: string | undefined;
  /** The order has accepted customisation ('Вернуть меню программы' drops it). */
  hasAccepted: boolean;
  /** The change being saved. */
  pending: CustomChange | undefined;
  /** Why loading failed (Russian), in `error`. */
  error: string | undefined;
  /** Why the last change was refused (a limit, Russian, without a call) or failed, or the acceptance or reset failed; the draft stays. */
  actionError: string | undefined;
}

export type CustomizationEvent =
  | { type: 'RETRY' }
  /** The meal's dish (`packId`), or null to go without it (a change, or a subtraction). */
  | ({ type: 'CHOOSE' } & Pick<CustomChange, 'mealDate' | 'mealNumber' | 'packId'>)
  /** One more portion of the meal's dish (an addition). */
  | ({ type: 'ADD' } & MealRef)
  /** One portion less (a subtraction; the last one removes the meal). */
  | ({ type: 'SUBTRACT' } & MealRef)
  /** Accept the draft and go to the checkout. */
  | { type: 'ACCEPT' }
  /** Drop the unaccepted draft (`orders/drop-unaccepted`) and load the order's menu again. */
  | { type: 'RESET' }
  /** Drop the whole customisation, draft and accepted (`orders/drop`), and load the programme's menu. */
  | { type: 'RESTORE' }
  /** The packs page: edit the order's menu in place. */
  | { type: 'EDIT' }
  /** The surcharge's method. */
  | { type: 'METHOD.CHANGE'; method: SurchargeMethod }
  /** Pay the surcharge (a new card's reader; the payment machine reads it once). */
  | { type: 'PAY'; card?: CardSource | undefined }
  /** From the invoked payment machine: how it ended ('failed': nothing was charged). */
  | PaymentReport;

/** What accepting answers: in the cabinet, what is left to pay (else nothing: the checkout asks). */
export interface AcceptOutput {
  surcharge: number;
}

/** A meal of a day. */
export type MealRef = Pick<CustomChange, 'mealDate' | 'mealNumber'>;
