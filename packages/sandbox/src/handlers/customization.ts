import type { HttpHandler } from 'msw';
import { customization } from '@mealflow/sdk/cabinet';
import {
  applyCustomChange,
  choicesOfDays,
  CUSTOMIZATION_TEXTS,
  customMenuExtra,
  draftPriceDifference,
  isCustomizableMenuType,
  limitProblem,
  type DeliveryLimits,
  type MealChoices,
} from '@mealflow/sdk/domain';
import { type OrderDraft } from '@mealflow/sdk/api';
import { fail, ok, route, unauthorized, type RouteContext, type Sandbox } from '../route';
import { CABINET_DISHES } from '../seed/cabinet';
import type { CustomEntry } from '../store';

/**
 * Menu customisation (personal-cabinet §4 "Customisation", §5 draft, §7 calls), stateful:
 * `orders/add-custom-menu` opens a draft for the order's customisable menu type (an open one is
 * kept), `orders/custom` changes a meal's pack or adds a portion, `orders/remove-item-from-custom`
 * takes a portion away (count 0: the meal removed), both within the order's per-delivery limits
 * (§5), only for a day still before its delivery's cut-off (`dayLock`), and answering the draft's
 * price difference (§9); the open draft is the order's `draft`
 * (`orders/get`), so a reload finds it. `orders/accept-draft` writes the draft into the order's
 * `custom_config` and its price, `orders/drop` clears draft and `custom_config`,
 * `orders/drop-unaccepted` only the draft. `orders/{hid}/packs` (cabinet handlers) answers the menu
 * with `custom_config` applied (`orderMenuDays`). README "Customisation" lists the dishes.
 */

type Dish = { id: number; title: string; mealType: string; mealIndex: number; count: number; kcal: number };
const BASE: readonly Dish[] = CABINET_DISHES.map((d) => ({ ...d }));
const extra = (id: number, title: string, base: Dish, kcal: number): Dish => ({ ...base, id, title, kcal });
const [breakfast, snack, lunch, teatime, dinner] = BASE as [Dish, Dish, Dish, Dish, Dish];
/** Every dish a meal may take: the base menu's and two alternatives per meal. */
export const CUSTOM_DISHES: readonly Dish[] = [
  ...BASE,
  extra(111, 'Овсяноблин с индейкой и шпинатом', breakfast, 290),
  extra(121, 'Омлет с овощами', breakfast, 260),
  extra(112, 'Греческий йогурт с гранолой', snack, 180),
  extra(122, 'Ореховый батончик', snack, 210),
  extra(113, 'Индейка с булгуром и овощами', lunch, 430),
  extra(123, 'Тыквенный крем-суп', lunch, 160),
  extra(114, 'Хумус с овощными палочками', teatime, 170),
  extra(124, 'Печёное яблоко с корицей', teatime, 120),
  extra(115, 'Лосось с рисом и брокколи', dinner, 380),
  extra(125, 'Овощное рагу с нутом', dinner, 260),
];

type MenuOrder = {
  menu_type: string;
  /** The order's city: its money (the extra dish's price, `extraMealPrice`). */
  city_id: number;
  menu_price?: number | undefined;
  deb_price?: number | undefined;
  deliveryLimits?: DeliveryLimits | null | undefined;
  number_of_days?: number | null | undefined;
  hasPacks?: boolean | undefined;
  custom_config?: readonly unknown[] | null | undefined;
  deliveries?:
    | ReadonlyArray<{
        date: string;
        state?: string | undefined;
        deliveryDate?: { type?: string | null | undefined; timeFrom?: string | null | undefined } | null | undefined;
      }>
    | undefined;
};

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const key = (date: string, meal: number) => `${date}:${meal}`;

const asEntry = (raw: unknown): CustomEntry | undefined => {
  const e = raw as Partial<CustomEntry> | null;
  return e && typeof e.mealDate === 'string' && typeof e.mealNumber === 'number' && typeof e.packId === 'number'
    ? {
        remove: e.remove === true,
        mealDate: e.mealDate,
        mealNumber: e.mealNumber,
        packId: e.packId,
        type: e.type ?? 'change',
        count: e.count ?? 1,
      }
    : undefined;
};

/**
 * The days of an order's menu: a cabinet order's deliveries when it has packs (none when it says
 * `hasPacks: false`); a storefront order (the funnel's, without that field) of a customisable menu
 * type has its days from the first delivery.
 */
function menuDates(order: MenuOrder): string[] {
  const deliveries = (order.deliveries ?? []).filter((d) => d.state !== 'canceled');
  if (order.hasPacks !== undefined) return order.hasPacks ? deliveries.map((d) => d.date) : [];
  const first = deliveries[0]?.date;
  if (!first || !isCustomizableMenuType(order.menu_type)) return [];
  return Array.from({ length: Math.max(1, order.number_of_days ?? 1) }, (_, i) => addDays(first, i));
}

/** `orders/{hid}/packs`: the order's dishes by day, its accepted customisation applied. */
export function orderMenuDays(order: MenuOrder) {
  const config = new Map(
    (order.custom_config ?? [])
      .map(asEntry)
      .filter((e) => e !== undefined)
      .map((e) => [key(e.mealDate, e.mealNumber), e]),
  );
  return menuDates(order).map((date) => ({
    date,
    packs: BASE.flatMap((base) => {
      const entry = config.get(key(date, base.mealIndex));
      if (entry?.remove) return [];
      const dish = (entry && CUSTOM_DISHES.find((d) => d.id === entry.packId && d.mealIndex === base.mealIndex)) ?? base;
      return [{ ...dish, count: entry?.count ?? 1 }];
    }),
  }));
}

type Found = { order: MenuOrder & { id_H: string }; phone: string | undefined };
function ownOrder(ctx: RouteContext): Found | undefined {
  const found = ctx.store.orders.get(String(ctx.body['orderId_H'] ?? ''));
  return found && (!found.phone || found.phone === ctx.client?.phone) ? found : undefined;
}

/** The plan's meals per day: its base menu's (§9: a meal above them costs extra). */
const PLAN_MEALS = BASE.length;

/** The menu with the accepted customisation, and with the open draft laid over it. */
const acceptedChoices = (order: MenuOrder): MealChoices => choicesOfDays(orderMenuDays(order));
const withDraft = (choices: MealChoices, draft: ReadonlyMap<string, CustomEntry>): MealChoices =>
  [...draft.values()].reduce(
    (next, e) =>
      applyCustomChange(next, {
        mealDate: e.mealDate,
        mealNumber: e.mealNumber,
        packId: e.remove ? null : e.packId,
        count: e.remove ? 0 : e.count,
      }),
    choices,
  );

/** A meal change's fields, checked against the order's menu, the meal's dishes and the per-delivery limits (§5). */
function mealChange(ctx: RouteContext, found: Found, remove: boolean, draft: ReadonlyMap<string, CustomEntry>): CustomEntry | Response {
  const { mealDate, mealNumber, packId, type } = ctx.body;
  const count = ctx.body['count'] ?? (remove ? 0 : 1);
  const kinds = remove ? ['subtraction'] : ['change', 'addition'];
  if (
    typeof mealDate !== 'string' ||
    typeof mealNumber !== 'number' ||
    typeof packId !== 'number' ||
    typeof count !== 'number' ||
    count < (remove ? 0 : 1) ||
    !kinds.includes(String(type ?? kinds[0]))
  ) {
    return fail(400, ['Некорректные данные изменения меню']);
  }
  if (!menuDates(found.order).includes(mealDate)) return fail(400, ['В этот день доставки нет']);
  // A delivered day, or one past its cut-off (the SDK's rule, the request's "now"), is no longer changed.
  if (customization.dayLock(found.order.deliveries, mealDate, ctx.now)) return fail(400, [CUSTOMIZATION_TEXTS.dayLocked]);
  if (!CUSTOM_DISHES.some((d) => d.id === packId && d.mealIndex === mealNumber))
    return fail(400, ['Это блюдо нельзя выбрать для этого приёма пищи']);
  const gone = count === 0;
  const problem = limitProblem(found.order.deliveryLimits, withDraft(acceptedChoices(found.order), draft), {
    mealDate,
    mealNumber,
    packId: gone ? null : packId,
    count,
  });
  if (problem) return fail(400, [problem]);
  return {
    remove: gone,
    mealDate,
    mealNumber,
    packId,
    type: (type as CustomEntry['type'] | undefined) ?? (remove ? 'subtraction' : 'change'),
    count,
  };
}

/** The open draft as the order shows it (§3 draft: by delivery, `menuByEatingNum`, packs with count and changed). */
function draftOf(order: MenuOrder, draft: ReadonlyMap<string, CustomEntry>): OrderDraft | null {
  if (draft.size === 0) return null;
  const priceDifference = draftPriceDifference(
    order.deliveryLimits,
    PLAN_MEALS,
    acceptedChoices(order),
    withDraft(acceptedChoices(order), draft),
    order.city_id,
  );
  const byDate = new Map<string, OrderDraft['deliveries'][number]>();
  for (const e of draft.values()) {
    const delivery = byDate.get(e.mealDate) ?? { date: e.mealDate, menuByEatingNum: {} };
    delivery.menuByEatingNum[String(e.mealNumber)] = { packs: e.remove ? [] : [{ id: e.packId, count: e.count, changed: true }] };
    byDate.set(e.mealDate, delivery);
  }
  return { draft_deb_price: Math.max(0, (order.deb_price ?? 0) + priceDifference), priceDifference, deliveries: [...byDate.values()] };
}

export function customizationHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  /** A command on one of the client's orders; each marks the order's fresh activity. */
  const command = (call: string, apply: (ctx: RouteContext, found: Found) => Response | void) =>
    route(sandbox, 'POST', call, (ctx) => {
      if (!ctx.client) return unauthorized();
      const found = ownOrder(ctx);
      if (!found) return fail(404, ['Заказ не найден']);
      const answer = apply(ctx, found);
      if (answer && answer.status >= 400) return answer;
      store.counters.set(`fresh:${found.order.id_H}`, ctx.now);
      store.count(call);
      return answer ?? ok();
    });
  const draft = (hid: string) => {
    const all = store.customDrafts;
    if (!all.has(hid)) all.set(hid, new Map());
    return all.get(hid)!;
  };
  /** Writes the order's fields (the draft's projection, the accepted menu, its price). */
  const update = (hid: string, fields: Partial<MenuOrder> & { draft?: OrderDraft | null }) => {
    const entry = store.orders.get(hid)!;
    store.orders.set(hid, { ...entry, order: { ...entry.order, ...fields } as typeof entry.order });
  };
  const change = (remove: boolean) => (ctx: RouteContext, found: Found) => {
    const hid = found.order.id_H;
    const entry = mealChange(ctx, found, remove, draft(hid));
    if (entry instanceof Response) return entry;
    const accepted = acceptedChoices(found.order)[entry.mealDate]?.[entry.mealNumber] ?? null;
    const k = key(entry.mealDate, entry.mealNumber);
    // A meal back to its accepted dish and portions is no change any more.
    if ((accepted?.packId ?? null) === (entry.remove ? null : entry.packId) && (accepted?.count ?? 0) === entry.count) draft(hid).delete(k);
    else draft(hid).set(k, entry);
    const projection = draftOf(found.order, draft(hid));
    update(hid, { draft: projection });
    return ok({ priceDifference: projection?.priceDifference ?? 0 });
  };
  return [
    command('orders/add-custom-menu', (ctx, found) => {
      if (!isCustomizableMenuType(found.order.menu_type)) return fail(400, ['Меню этой программы нельзя изменить']);
      draft(found.order.id_H);
      return ctx.body['menuId'] === undefined ? fail(400, ['Некорректные данные изменения меню']) : undefined;
    }),
    command('orders/custom', change(false)),
    command('orders/remove-item-from-custom', change(true)),
    command('orders/accept-draft', (_ctx, found) => {
      const hid = found.order.id_H;
      const pending = store.customDrafts.get(hid);
      store.customDrafts.delete(hid);
      if (!pending || pending.size === 0) return;
      const difference = draftOf(found.order, pending)?.priceDifference ?? 0;
      const accepted = new Map(
        (found.order.custom_config ?? [])
          .map(asEntry)
          .filter((e) => e !== undefined)
          .map((e) => [key(e.mealDate, e.mealNumber), e]),
      );
      for (const [k, entry] of pending) {
        const base = BASE.find((d) => d.mealIndex === entry.mealNumber);
        if (!entry.remove && base?.id === entry.packId && entry.count === 1) accepted.delete(k);
        else accepted.set(k, entry);
      }
      // The difference is the order's: more to pay (or less, never below nothing).
      update(hid, {
        custom_config: accepted.size > 0 ? [...accepted.values()] : null,
        draft: null,
        menu_price: (found.order.menu_price ?? 0) + difference,
        deb_price: Math.max(0, (found.order.deb_price ?? 0) + difference),
      });
    }),
    command('orders/drop', (_ctx, found) => {
      const hid = found.order.id_H;
      store.customDrafts.delete(hid);
      const back =
        customMenuExtra(
          found.order.deliveryLimits,
          PLAN_MEALS,
          choicesOfDays(orderMenuDays({ ...found.order, custom_config: null })),
          found.order.city_id,
        ) - customMenuExtra(found.order.deliveryLimits, PLAN_MEALS, acceptedChoices(found.order), found.order.city_id);
      update(hid, {
        custom_config: null,
        draft: null,
        menu_price: (found.order.menu_price ?? 0) + back,
        deb_price: Math.max(0, (found.order.deb_price ?? 0) + back),
      });
    }),
    command('orders/drop-unaccepted', (_ctx, found) => {
      store.customDrafts.delete(found.order.id_H);
      update(found.order.id_H, { draft: null });
    }),
    ...['customization-info/menu', 'customization-info/menu-no-auth'].map((call) =>
      route(sandbox, 'POST', call, () =>
        ok({ dishes: CUSTOM_DISHES.map(({ id, title, kcal, mealIndex }) => ({ id, title, kcal, mealIndex })) }),
      ),
    ),
  ];
}
