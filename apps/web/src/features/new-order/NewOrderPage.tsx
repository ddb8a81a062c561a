import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { NewOrder } from './NewOrder';

/** `/dashboard/order/new/{hid?}`, `/dashboard/new-order/{create?}`, `/new-dashboard/new-order[/create/{hid}]` inside the cabinet frame. */
export default function NewOrderPage({ route }: ScreenProps) {
  return (
    <CabinetLayout route={route.name}>
      <NewOrder route={route.name} />
    </CabinetLayout>
  );
}
