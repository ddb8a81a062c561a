import type { RouteName } from '@mealflow/sdk/routing';
import { createContext, type ComponentType } from 'react';

/** What the cabinet frame tells its root view: the page's route and whether the frame is the phone's. */
export interface CabinetRootViewProps {
  route: RouteName;
  phone: boolean;
}

/** Loads the cabinet's root view (a lazy chunk: hints, filters panel, tips, auto-tips, the login rule's and e-mail modals). */
export type LoadCabinetRootView = () => Promise<{ default: ComponentType<CabinetRootViewProps> }>;

/**
 * The frame's slot for the root view (personal-cabinet §2.4). The frame lives in `shared/layout`
 * and imports no feature; the composition root (`app/navigation.tsx`, through the router) and the
 * story runtime fill the slot with the feature's loader. Empty: the frame shows no root view.
 */
export const CabinetRootSlot = createContext<LoadCabinetRootView | undefined>(undefined);
