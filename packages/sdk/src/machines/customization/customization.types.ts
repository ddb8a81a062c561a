import type { CabinetOrder, OrderPacksDay } from '../../api/schemas/cabinet';
import type { CustomChange, MealChoices } from '../../domain/customization';
import type { customizationMachine } from './customization.machine';

/**
 * Where the customisation screen runs (personal-cabinet §2.1):
 * - `tryCustomization`: /try-customization/order-wizard/{hid}, then SingleStepOrderInTryCustomization;
 * - `customMenu`: /order-wizard/{hid?} and the desktop wizard, then SingleStepOrderWithCustomMenu;
 * - `packs`: /dashboard/order/{hid}/packs, the order's menu read-only (with 'Изменить меню').
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

/** What loading gives: the order, its menu by day (`orders/{hid}/packs`) and the dishes to choose from. */
export interface CustomizationLoaded {
  order: CabinetOrder;
  days: OrderPacksDay[];
  dishes: CustomDish[];
}

export interface CustomizationContext {
  hid: string | undefined;
  variant: CustomizationVariant;
  order: CabinetOrder | undefined;
  days: OrderPacksDay[];
  dishes: CustomDish[];
  /** The meals as loaded (accepted customisation included). */
  base: MealChoices;
  /** The meals with this draft's changes. */
  choices: MealChoices;
  /** The change being saved. */
  pending: CustomChange | undefined;
  /** Why loading failed (Russian), in `error`. */
  error: string | undefined;
  /** Why the last change, the acceptance or the reset failed (Russian); the draft stays. */
  actionError: string | undefined;
}

export type CustomizationEvent =
  | { type: 'RETRY' }
  /** The meal's dish (`packId`), or null to go without it. */
  | ({ type: 'CHOOSE' } & CustomChange)
  /** Accept the draft and go to the checkout. */
  | { type: 'ACCEPT' }
  /** Drop the whole customisation (draft and accepted) and load the menu again. */
  | { type: 'RESET' };

/** The customisation machine's public type (`mealflow.machines.customization`). */
export interface CustomizationMachine extends CustomizationLogic {}
type CustomizationLogic = typeof customizationMachine;
