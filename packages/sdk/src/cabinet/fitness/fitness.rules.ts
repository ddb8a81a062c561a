import { errorText } from '../../api/errors';
import type { ClientSubscription } from '../../api/schemas/subscriptions';

/**
 * Pure rules of the fitness page (personal-cabinet §3 "Subscription" fitness_months, §7
 * `recall-request-for-promotional-code-in-sports-club`). Which subscriptions it lists is ours (README).
 */

/** A subscription includes the sports club when it has fitness months; a stopped one no longer does. */
export const includesSportsClub = (subscription: Pick<ClientSubscription, 'fitness_months' | 'status'>): boolean =>
  (subscription.fitness_months ?? 0) > 0 && subscription.status !== 'stopped';

/** A promo code is asked for once per subscription and visit, one request at a time. */
export const canRequestPromo = (id: string, requested: readonly string[], requestingId: string | undefined): boolean =>
  requestingId === undefined && !requested.includes(id);

/** A command answered without success: its first message, for the card (the client raises HTTP errors itself). */
export class PromoRequestRefused extends Error {
  readonly userMessage: string | undefined;
  constructor(message: string | undefined) {
    super(message ?? 'sports-club promo request refused');
    this.name = 'PromoRequestRefused';
    this.userMessage = message;
  }
}

/** The card's text for a failed request: the server's words (a refusal or an HTTP error's message), else the fallback. */
export function promoRequestFailureText(error: unknown, fallback: string): string {
  if (error instanceof PromoRequestRefused && error.userMessage) return error.userMessage;
  return errorText(error, fallback);
}
