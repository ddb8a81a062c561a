import type { RouteName, RouteParams } from '@mealflow/sdk/routing';
import type { ComponentType } from 'react';
import { BonusSkeleton } from '../features/bonus-shop';
import { PacksSkeleton } from '../features/customization';
import { DashboardSkeleton, OrderSkeleton } from '../features/dashboard';
import { SubscriptionMenuSkeleton, SubscriptionsSkeleton } from '../features/subscriptions';

/** The router's cabinet frame, in this chunk too: the landing and the checkout never load it. */
export { RouteCabinetFrame } from '../shared/layout/RouteCabinetFrame';

/** What the router's cabinet frame draws in a screen's place before it renders: its first panel while loading. */
export type CabinetSkeleton = ComponentType<{ route: RouteName; params: RouteParams }>;

/**
 * The cabinet screens' skeletons, by the name `cabinetScreen` gives them (issue 35). A chunk of its
 * own (not the checkout's: the route table's chunk does not carry them), which `cabinet.html`
 * preloads and the navigation chunk loads on a cabinet address before the first render
 * (`loadCabinetSkeletons`). Each is the light component the screen itself draws while loading (no
 * machine, no SDK call), so the screen replaces it with the same heading at the same place.
 */
export const CABINET_SKELETONS = {
  dashboard: DashboardSkeleton,
  bonus: BonusSkeleton,
  order: OrderSkeleton,
  subscriptions: SubscriptionsSkeleton,
  subscriptionMenu: SubscriptionMenuSkeleton,
  packs: PacksSkeleton,
} satisfies Record<string, CabinetSkeleton>;

export type CabinetSkeletonName = keyof typeof CABINET_SKELETONS;
