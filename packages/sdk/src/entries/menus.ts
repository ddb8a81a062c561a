/** The menu pages and the goal page (personal-cabinet §2.1 Menus, WeekMenu, TargetDetails; re-exported by `@mealflow/sdk`). */
export { MEAL_TYPE_TEXTS, MENU_PAGE_TEXTS, PRODUCT_MENU_TEXTS, TARGET_TEXTS } from '../domain/menus-texts';
export { MEAL_SLOT_COUNTS, mealSlotName, mealSlotNames, mealSlotVariant, type MealSlotVariant } from '../domain/meal-slots';
export { menuPageMachine } from '../storefront/menus/menu-page.machine';
export { provideMenuPage } from '../storefront/menus/menu-page.provide';
export {
  canToggleFavorite, dayTotals, daysOf, hasNoDishes, isNotSold, isSoldOut, lineFacts, pricePerDay, restrictedPackIds, weekFileOf, weekOfParam, weekParamOf,
} from '../storefront/menus/menu-page.rules';
export { connectMenuPage, menuPageView, ORDER_FORM_ID } from '../storefront/menus/menu-page.connect';
export type {
  MenuDayView, MenuDishView, MenuLineView, MenuPageHandlers, MenuPageSnapshot, MenuPageView, MenuWeekView,
} from '../storefront/menus/menu-page.connect';
export type { FavoriteSaveInput, MenuLineFacts, MenuOrderDish, MenuPageContext, MenuPageData, MenuPageEvent, MenuPageInput, MenuPageSource, MenuWeek } from '../storefront/menus/menu-page.types';
export type { MenuPageMachine } from '../storefront/menus/menu-page.machine';
export { targetDetailsMachine } from '../storefront/menus/target-details.machine';
export type {
  TargetDetailsContext, TargetDetailsData, TargetDetailsEvent, TargetDetailsInput, TargetDetailsMachine,
} from '../storefront/menus/target-details.machine';
export { provideTargetDetails } from '../storefront/menus/target-details.provide';
export { connectTargetDetails, targetDetailsView } from '../storefront/menus/target-details.connect';
export type { TargetDetailsSnapshot, TargetDetailsView, TargetLineView } from '../storefront/menus/target-details.connect';
export { productMenuMachine } from '../storefront/menus/product-menu.machine';
export type { ProductMenuContext, ProductMenuEvent, ProductMenuInput, ProductMenuMachine } from '../storefront/menus/product-menu.machine';
export { provideProductMenu } from '../storefront/menus/product-menu.provide';
export { productMenuDays, productMenuFile, productMenuLines, type ProductMenuFile } from '../storefront/menus/product-menu.rules';
export { connectProductMenu, productMenuView } from '../storefront/menus/product-menu.connect';
export type { ProductMenuChip, ProductMenuHandlers, ProductMenuSnapshot, ProductMenuView } from '../storefront/menus/product-menu.connect';
