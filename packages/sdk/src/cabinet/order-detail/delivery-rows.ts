import type { CabinetOrder } from '../../api/schemas/cabinet';
import { formatAddressLine } from '../../domain/address';
import { compareIso, formatDateWithWeekday, formatDeliveryWindow } from '../../domain/dates';
import { deliveryStateText } from '../../domain/delivery-state';
import { buildPath } from '../../routing/match';

/*
 * An order's deliveries as rows: the order's page and the longation's overview. Apart from
 * order-detail.connect so that the longation does not load the order page's view (issue 35).
 */

export interface DeliveryRowView {
  id: string;
  dateText: string;
  windowText: string;
  addressText: string | undefined;
  /** 'Доставлена', 'Отменена', 'Подтверждена', 'Запланирована'. */
  stateText: string;
  /** The delivery's page (desktop or smartphone), for a planned one. */
  link: string | undefined;
}

export function deliveryRows(order: CabinetOrder, smartphone = false): DeliveryRowView[] {
  return [...order.deliveries]
    .sort((a, b) => compareIso(a.date, b.date))
    .map((d) => ({
      id: d.id_H,
      dateText: formatDateWithWeekday(d.date),
      windowText: formatDeliveryWindow({ type: d.deliveryDate?.type, timeFrom: d.deliveryDate?.timeFrom, timeTo: d.deliveryDate?.timeTo }),
      addressText: d.clientAddress ? formatAddressLine(d.clientAddress, order.city_id) || undefined : undefined,
      stateText: deliveryStateText(d),
      link:
        d.state === 'planned'
          ? smartphone
            ? buildPath('NewDashboardOrderDeliveries', { orderId: order.id_H, deliveryId: d.id_H })
            : buildPath('DashboardOrderDeliveries', { hid: order.id_H, deliveryId: d.id_H })
          : undefined,
    }));
}
