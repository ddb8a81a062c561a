import { buildPath } from '../../routing/match';
import type { CustomizationVariant } from './customization.types';

/**
 * The checkout a built menu goes to (order-funnel §2 checkout routes): from try-customization its
 * own checkout (closing it comes back to TryCustomization), otherwise the custom-menu checkout.
 */
export const checkoutPathOf = (variant: CustomizationVariant, hid: string): string =>
  variant === 'tryCustomization' ? buildPath('SingleStepOrderInTryCustomization', { hid }) : buildPath('SingleStepOrderWithCustomMenu', { hid });

/** Where 'Изменить меню' of the order's packs leads. */
export const wizardPathOf = (hid: string): string => buildPath('OrderWizard', { hid });
