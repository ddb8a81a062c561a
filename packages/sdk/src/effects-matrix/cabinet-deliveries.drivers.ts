import { createActor } from 'xstate';
import { envWith, nowMs, saysFailure, session, TOKEN, today, until, type AreaDrivers, type Harness } from './harness';
import { connectDelivery } from '../cabinet/delivery/delivery.connect';

/**
 * The effects matrix's rows of a cabinet order's deliveries: a new address typed for a delivery
 * (`deliveries/add-address-and-update` adds it to the client's list: a lost answer's retry must
 * not add it twice; after a reload the customer types the same address again), and a paid delivery
 * option added to the order (`deliveries/options/orders/add`: a second run is refused, 'Опция уже
 * добавлена'; after a reload the order shows it added).
 */
const at = (harness: Harness) => envWith(harness, { token: TOKEN, testTime: `${today}T10:00:00+03:00`, now: nowMs });

export const cabinetDeliveryDrivers = (harness: Harness): AreaDrivers => ({
  drivers: {
    'POST deliveries/add-address-and-update': {
      machine: 'delivery',
      env: () => at(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.delivery, { input: { hid: 'lk-paid', deliveryId: 'lk-paid-d4' } }).start();
        const model = () => connectDelivery(actor.getSnapshot(), actor.send);
        const form = () => model().address.form;
        await until(() => actor.getSnapshot().matches({ ready: 'idle' }), 'delivery loaded');
        model().openAddress();
        model().newAddress();
        form()?.changeQuery('Тверская 10');
        await until(() => actor.getSnapshot().children.address?.getSnapshot().matches({ form: 'results' }) === true, 'suggestions');
        form()?.chooseSuggestion(0);
        const inForm = () => actor.getSnapshot().matches({ ready: { address: 'newAddress' } });
        return session(actor, {
          press: () => form()?.submit(),
          busy: () => inForm() && actor.getSnapshot().children.address?.getSnapshot().matches({ check: 'settled' }) !== true,
          // The form closes once the address is the delivery's (the toast 'Новый адрес сохранен…').
          done: () => actor.getSnapshot().matches({ ready: 'idle' }),
          saysFailed: () => saysFailure(form()?.error) || saysFailure(model().error),
        });
      },
    },
    'POST deliveries/options/orders/add': {
      machine: 'orderDetail',
      env: () => at(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.orderDetail, { input: { hid: 'lk-paid' } }).start();
        await until(() => actor.getSnapshot().matches({ ready: 'idle' }), 'order loaded');
        const added = () => actor.getSnapshot().context.order?.deliveryOptions.find((o) => o.id_H === 'eco-bag')?.added === true;
        return session(actor, {
          press: () => actor.send({ type: 'OPTION.ADD', optionId: 'eco-bag' }),
          busy: () => actor.getSnapshot().matches({ ready: 'addingOption' }),
          done: added,
          saysFailed: () => saysFailure(actor.getSnapshot().context.actionError),
        });
      },
    },
  },
});
