import type { ClientSubscription } from '../../api/schemas/subscriptions';

/** The fitness page (personal-cabinet §2.1 dashboard/subscriptions/fitness): input of the screen actor. */
export interface FitnessInput {
  /** `brandId_H` of the subscriptions list (the storefront's brand). */
  brand?: 'main' | 'wowfood' | undefined;
}

export interface FitnessContext {
  brand: 'main' | 'wowfood';
  /** The running subscriptions that include the sports club (`fitness_months`). */
  subscriptions: ClientSubscription[];
  /** Why the list could not be loaded (Russian), in `error`. */
  error: string | undefined;
  /** The subscription whose promo-code request is being sent. */
  requestingId: string | undefined;
  /** Subscriptions whose request was accepted during this visit. */
  requested: string[];
  /** The last request's failure, for its subscription's card. */
  requestError: { id: string; text: string } | undefined;
}

export type FitnessEvent =
  | { type: 'RETRY' }
  /** Ask for the sports club's promo code of one subscription. */
  | { type: 'PROMO.REQUEST'; id: string };
