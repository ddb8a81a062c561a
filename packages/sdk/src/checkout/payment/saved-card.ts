/**
 * The profile's saved card, as the checkout and the cabinet's customisation both offer it. Apart
 * from checkout.rules/checkout.view (which re-export it) so that the dish pickers do not load the
 * checkout's rules, dates and view for two one-liners (issue 35: 4 KB gzip on each picker), nor the
 * checkout's texts table for the label (card-mask.ts: 0.6 KB more).
 */
import type { Profile } from '../../api/schemas/profile';
import { cardMaskText, savedCardText } from '../../domain/card-mask';

/** The profile's saved card (card, else the recurrent one): the `card` method and auto-tips use it. */
export const savedCardIdOf = (profile: Pick<Profile, 'card' | 'recurrentCard'> | undefined): string | undefined =>
  profile?.card?.id ?? profile?.recurrentCard?.id ?? undefined;

/** The saved card's line: 'Сохранённой картой •••• 4242'. */
export const savedCardLabel = (profile: Pick<Profile, 'card' | 'recurrentCard'> | undefined): string =>
  savedCardText(cardMaskText(profile?.card?.mask ?? profile?.recurrentCard?.mask));
