import type { SnapshotFrom } from 'xstate';
import { formatDays, formatMoney } from '../../domain/money';
import { menuTypeTitle } from '../../domain/menu';
import { NEW_CLIENT_TEXTS } from './new-client';
import type { newClientProfileMachine, NewClientProfileEvent } from './new-client-profile.machine';
import {
  newClientLockedFields,
  newClientProfileErrors,
  type NewClientProfileErrors,
  type NewClientProfileFields,
} from './new-client-profile.rules';
import { shownState } from '../../shared/shown-state';

export type NewClientProfileSnapshot = SnapshotFrom<typeof newClientProfileMachine>;

export interface NewClientProfileView {
  status: 'loading' | 'error' | 'canceled' | 'editing' | 'saving' | 'done';
  /** 'Фит, 5 дней — 9 540 ₽' once the order is known. */
  orderSummary: string | undefined;
  fields: NewClientProfileFields;
  locked: { firstName: boolean; lastName: boolean };
  /** Field errors, shown after the first SUBMIT. */
  errors: NewClientProfileErrors;
  /** A load or save failure (the server's message in Russian, else ours). */
  error: string | undefined;
  busy: boolean;
  submitLabel: string;
}

export interface NewClientProfileHandlers {
  change: (field: keyof NewClientProfileFields, value: string) => void;
  submit: () => void;
  retry: () => void;
}

/** What each state shows (\`shownState\`; else the form being edited). */
const STATUS = [
  ['loading', 'loading'],
  ['failed', 'error'],
  ['canceled', 'canceled'],
  ['saving', 'saving'],
  ['done', 'done'],
] as const;

const statusOf = (snapshot: NewClientProfileSnapshot): NewClientProfileView['status'] => shownState(snapshot, STATUS, 'editing');

export function newClientProfileView(snapshot: NewClientProfileSnapshot): NewClientProfileView {
  const { order, profile, fields, touched, error } = snapshot.context;
  const status = statusOf(snapshot);
  return {
    status,
    orderSummary: order
      ? NEW_CLIENT_TEXTS.orderSummary(
          menuTypeTitle(order.menu_type),
          formatDays(order.number_of_days),
          formatMoney(order.deb_price, order.city_id),
        )
      : undefined,
    fields,
    locked: newClientLockedFields(profile),
    errors: touched ? newClientProfileErrors(fields, profile) : {},
    error,
    busy: status === 'saving' || status === 'done',
    submitLabel: status === 'saving' ? NEW_CLIENT_TEXTS.saving : NEW_CLIENT_TEXTS.next,
  };
}

export function connectNewClientProfile(
  snapshot: NewClientProfileSnapshot,
  send: (event: NewClientProfileEvent) => void,
): NewClientProfileView & NewClientProfileHandlers {
  return {
    ...newClientProfileView(snapshot),
    change: (field, value) => send({ type: 'FIELD.CHANGE', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
