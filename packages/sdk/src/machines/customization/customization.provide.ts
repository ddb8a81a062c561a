import { cabinetOrders } from '../../api/endpoints/cabinet';
import { rootCalls } from '../../api/endpoints/root';
import type { MealflowDeps } from '../../deps';
import { isCustomizableMenuType } from '../../domain/customization';
import { fromCall } from '../shared/from-call';
import { checkoutPathOf } from './customization.rules';
import { customizationMachine } from './customization.machine';
import type { CustomizationMachine } from './customization.types';

/**
 * Binds customisation to the API: `orders/get` and `orders/{hid}/packs` side by side; to edit a
 * customisable order, `orders/drop-unaccepted` (a draft left by another visit), then
 * `orders/add-custom-menu` (the order's menu type) beside `customization-info/menu`; the meal
 * commands; `orders/accept-draft`, `orders/drop`; and the navigation to the checkout.
 */
export function provideCustomization(deps: MealflowDeps): CustomizationMachine {
  const { api, ports } = deps;
  return customizationMachine.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const [{ order }, { days }] = await Promise.all([
          api.call(cabinetOrders.get, { orderId_H: input.hid }, { signal }),
          api.call(cabinetOrders.packs, { hid: input.hid }, { signal }),
        ]);
        if (!input.edit || !isCustomizableMenuType(order.menu_type) || days.length === 0) return { order, days, dishes: [] };
        await api.call(rootCalls.dropUnaccepted, { orderId_H: input.hid }, { signal });
        const [{ dishes }] = await Promise.all([
          api.call(rootCalls.customizationMenu, { menuTypeId: Number(order.menu_type_id ?? 0) }, { signal }),
          api.call(rootCalls.addCustomMenu, { orderId_H: input.hid, menuId: Number(order.menu_type_id ?? 0) }, { signal }),
        ]);
        return { order, days, dishes };
      }),
      save: fromCall(async ({ input, signal }) => {
        const { hid, change, currentPackId } = input;
        const meal = { orderId_H: hid, mealDate: change.mealDate, mealNumber: change.mealNumber };
        if (change.packId === null) {
          if (currentPackId !== null) await api.call(rootCalls.removeItemFromCustom, { ...meal, packId: currentPackId }, { signal });
        } else {
          await api.call(rootCalls.custom, { ...meal, packId: change.packId }, { signal });
        }
      }),
      accept: fromCall(async ({ input, signal }) => {
        await api.call(rootCalls.acceptDraft, { orderId_H: input.hid }, { signal });
      }),
      reset: fromCall(async ({ input, signal }) => {
        await api.call(rootCalls.dropDraft, { orderId_H: input.hid }, { signal });
      }),
    },
    actions: {
      goToCheckout: ({ context }) => ports.navigation.go(checkoutPathOf(context.variant, context.hid ?? '')),
    },
  });
}
