import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { CustomizationScreen } from './CustomizationScreen';

/**
 * The order wizard (personal-cabinet §2.1): /try-customization/order-wizard/{hid} (then the
 * try-customization checkout) and /order-wizard/{hid?} (then the custom-menu checkout).
 */
export default function OrderWizardPage(props: ScreenProps) {
  const hid = props.params['hid'];
  const variant = useScreenInput(props).variant === 'tryCustomization' ? 'tryCustomization' : 'customMenu';
  return <CustomizationScreen key={`${variant}:${hid ?? ''}`} hid={hid} variant={variant} />;
}
