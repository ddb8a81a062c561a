import type { subscriptions } from '@mealflow/sdk/cabinet';
import type { CabinetBadgeTone } from '../../shared/ui/CabinetCard';

/** A subscription's state badge colour (list, menu, fitness): active is going well, stopped is over, frozen is neutral. */
export const SUBSCRIPTION_BADGE_TONE: Partial<Record<subscriptions.SubscriptionCardView['state'], CabinetBadgeTone>> = {
  active: 'success',
  stopped: 'muted',
};
