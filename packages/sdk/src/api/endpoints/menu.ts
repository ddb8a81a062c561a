import { call } from './declare';
import { MENU_QUEUE } from '../call-queue';
import type { GoalsRequest, MenuByProductRequest } from '../schemas/menu';
import { GoalsResponse, MenuByProductResponse } from '../schemas/menu';

/** Menus and goals (personal-cabinet §7 "Menus and customisation"): queued one at a time with menu/order and menu/goals/detox. */
export const menu = {
  /**
   * Menu by business product: subscriptions, packs, menus, menuTypesData, cities (and the offer
   * config of the city). The spec names the answer, not the path; ours is `menu/full`.
   */
  byBusinessProduct: call<MenuByProductRequest, MenuByProductResponse>('POST menu/full', MenuByProductResponse, {
    queue: MENU_QUEUE,
    readOnly: true,
  }),
  /** Goals (p1 lose weight, p2 no cooking, p3 stay in shape) with their menu types and default. */
  goals: call<GoalsRequest, GoalsResponse>('POST menu/goals', GoalsResponse, { queue: MENU_QUEUE }),
  /**
   * The detox products' goals (personal-cabinet §7: the dimensions of menu/goals, so its answer is
   * goals too): what the detox and superdetox landings' plan pickers choose among (`catalog`).
   */
  detoxGoals: call<GoalsRequest, GoalsResponse>('POST menu/goals/detox', GoalsResponse, { queue: MENU_QUEUE }),
} as const;
