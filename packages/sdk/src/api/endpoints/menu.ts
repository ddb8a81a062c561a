import { MENU_QUEUE } from '../call-queue';
import { defineEndpoint } from '../client';
import type { GoalsRequest, MenuByProductRequest } from '../schemas/menu';
import { GoalsResponse, MenuByProductResponse } from '../schemas/menu';

/** Menus and goals (personal-cabinet §7 "Menus and customisation"): queued one at a time with menu/order and menu/goals/detox. */
export const menu = {
  /**
   * Menu by business product: subscriptions, packs, menus, menuTypesData, cities (and the offer
   * config of the city). The spec names the answer, not the path; ours is `menu/full`.
   */
  byBusinessProduct: defineEndpoint<MenuByProductRequest, MenuByProductResponse>({
    name: 'menu/full',
    method: 'POST',
    path: 'menu/full',
    queue: MENU_QUEUE,
    readOnly: true,
    response: MenuByProductResponse,
  }),
  /** Goals (p1 lose weight, p2 no cooking, p3 stay in shape) with their menu types and default. */
  goals: defineEndpoint<GoalsRequest, GoalsResponse>({
    name: 'menu/goals',
    method: 'POST',
    path: 'menu/goals',
    queue: MENU_QUEUE,
    response: GoalsResponse,
  }),
  /**
   * The detox products' goals (personal-cabinet §7: the dimensions of menu/goals, so its answer is
   * goals too): what the detox and superdetox landings' plan pickers choose among (`catalog`).
   */
  detoxGoals: defineEndpoint<GoalsRequest, GoalsResponse>({
    name: 'menu/goals/detox',
    method: 'POST',
    path: 'menu/goals/detox',
    queue: MENU_QUEUE,
    response: GoalsResponse,
  }),
} as const;
