import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { CustomizationScreen } from './CustomizationScreen';

/** /dashboard/order/{hid}/packs (personal-cabinet §2.1): the order's dishes by day in the cabinet frame, 'Изменить меню' for a customisable order. */
export default function OrderPacksPage({ route, params }: ScreenProps) {
  const hid = params['hid'];
  return (
    <CabinetLayout route={route.name}>
      <CustomizationScreen key={hid ?? ''} hid={hid} variant="packs" />
    </CabinetLayout>
  );
}
