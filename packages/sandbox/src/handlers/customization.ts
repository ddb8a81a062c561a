import type { HttpHandler } from 'msw';
import { isCustomizableMenuType } from '@mealflow/sdk';
import { fail, ok, route, unauthorized, type RouteContext, type Sandbox } from '../route';
import { CABINET_DISHES } from '../seed/cabinet';
import type { SandboxStore } from '../store';

/**
 * Menu customisation (personal-cabinet §4 "Customisation", §5 draft, §7 calls), stateful:
 * `orders/add-custom-menu` opens a draft for the order's customisable menu type,
 * `orders/custom` changes a meal's pack in it, `orders/remove-item-from-custom` removes the meal,
 * `orders/accept-draft` writes the draft into the order's `custom_config`, `orders/drop` clears
 * draft and `custom_config`, `orders/drop-unaccepted` only the draft. `orders/{hid}/packs`
 * (cabinet handlers) answers the menu with `custom_config` applied (`orderMenuDays`).
 * README "Customisation" lists the dishes.
 */

/** A `custom_config` entry (§5: remove, mealDate, mealNumber, packId, type, count). */
interface CustomEntry {
  remove: boolean;
  mealDate: string;
  mealNumber: number;
  packId: number;
  type: 'change' | 'subtraction';
  count: number;
}

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
  number_of_days?: number | null | undefined;
  hasPacks?: boolean | undefined;
  custom_config?: readonly unknown[] | null | undefined;
  deliveries?: ReadonlyArray<{ date: string; state?: string | undefined }> | undefined;
};

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const key = (date: string, meal: number) => `${date}:${meal}`;

const asEntry = (raw: unknown): CustomEntry | undefined => {
  const e = raw as Partial<CustomEntry> | null;
  return e && typeof e.mealDate === 'string' && typeof e.mealNumber === 'number' && typeof e.packId === 'number'
    ? { remove: e.remove === true, mealDate: e.mealDate, mealNumber: e.mealNumber, packId: e.packId, type: e.type === 'subtraction' ? 'subtraction' : 'change', count: e.count ?? 1 }
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
  const config = new Map((order.custom_config ?? []).map(asEntry).filter((e) => e !== undefined).map((e) => [key(e.mealDate, e.mealNumber), e]));
  return menuDates(order).map((date) => ({
    date,
    packs: BASE.flatMap((base) => {
      const entry = config.get(key(date, base.mealIndex));
      if (entry?.remove) return [];
      const dish = (entry && CUSTOM_DISHES.find((d) => d.id === entry.packId && d.mealIndex === base.mealIndex)) ?? base;
      return [{ ...dish }];
    }),
  }));
}

/** Open drafts by store and order (a draft is not part of the order until accepted). */
const drafts = new WeakMap<SandboxStore, Map<string, Map<string, CustomEntry>>>();
const draftsOf = (store: SandboxStore) => {
  let map = drafts.get(store);
  if (!map) drafts.set(store, (map = new Map()));
  return map;
};

type Found = { order: MenuOrder & { id_H: string }; phone: string | undefined };
function ownOrder(ctx: RouteContext): Found | undefined {
  const found = ctx.store.orders.get(String(ctx.body['orderId_H'] ?? ''));
  return found && (!found.phone || found.phone === ctx.client?.phone) ? found : undefined;
}

/** A meal change's fields, checked against the order's menu and the meal's dishes. */
function mealChange(ctx: RouteContext, found: Found, remove: boolean): CustomEntry | Response {
  const { mealDate, mealNumber, packId } = ctx.body;
  if (typeof mealDate !== 'string' || typeof mealNumber !== 'number' || typeof packId !== 'number') return fail(400, ['Некорректные данные изменения меню']);
  if (!menuDates(found.order).includes(mealDate)) return fail(400, ['В этот день доставки нет']);
  if (!CUSTOM_DISHES.some((d) => d.id === packId && d.mealIndex === mealNumber)) return fail(400, ['Это блюдо нельзя выбрать для этого приёма пищи']);
  return { remove, mealDate, mealNumber, packId, type: remove ? 'subtraction' : 'change', count: remove ? 0 : 1 };
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
    const all = draftsOf(store);
    if (!all.has(hid)) all.set(hid, new Map());
    return all.get(hid)!;
  };
  const change = (remove: boolean) => (ctx: RouteContext, found: Found) => {
    const entry = mealChange(ctx, found, remove);
    if (entry instanceof Response) return entry;
    draft(found.order.id_H).set(key(entry.mealDate, entry.mealNumber), entry);
    return undefined;
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
      const pending = draftsOf(store).get(hid);
      draftsOf(store).delete(hid);
      if (!pending || pending.size === 0) return;
      const accepted = new Map((found.order.custom_config ?? []).map(asEntry).filter((e) => e !== undefined).map((e) => [key(e.mealDate, e.mealNumber), e]));
      for (const [k, entry] of pending) {
        const base = BASE.find((d) => d.mealIndex === entry.mealNumber);
        if (!entry.remove && base?.id === entry.packId) accepted.delete(k);
        else accepted.set(k, entry);
      }
      const entry = store.orders.get(hid)!;
      store.orders.set(hid, { ...entry, order: { ...entry.order, custom_config: accepted.size > 0 ? [...accepted.values()] : null } });
    }),
    command('orders/drop', (_ctx, found) => {
      const hid = found.order.id_H;
      draftsOf(store).delete(hid);
      const entry = store.orders.get(hid)!;
      store.orders.set(hid, { ...entry, order: { ...entry.order, custom_config: null } });
    }),
    command('orders/drop-unaccepted', (_ctx, found) => void draftsOf(store).delete(found.order.id_H)),
    ...['customization-info/menu', 'customization-info/menu-no-auth'].map((call) =>
      route(sandbox, 'POST', call, () => ok({ dishes: CUSTOM_DISHES.map(({ id, title, kcal, mealIndex }) => ({ id, title, kcal, mealIndex })) })),
    ),
  ];
}
