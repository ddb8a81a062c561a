import type { SnapshotFrom } from 'xstate';
import type { AddressInfo } from '../../api/schemas/checkout';
import { formatAddressLine, foundAddressesText, queryHasHouse } from '../../domain/address';
import { cityById } from '../../domain/cities';
import { ADDRESS_MESSAGES } from '../../domain/messages';
import {
  firstDeliveryOf,
  NEW_ADDRESS,
  suggestionText,
  suggestionToAddressInfo,
  type addressMachine,
  type AddressCheckState,
  type AddressEvent,
} from './address.machine';

export type AddressSnapshot = SnapshotFrom<typeof addressMachine>;

export interface AddressOption {
  id: string;
  text: string;
  selected: boolean;
  /** The 'new' entry (the spec's `type: 'new'`). */
  isNew: boolean;
}

export interface AddressView {
  /** Saved addresses of the profile (this city), then the 'new' entry. */
  options: AddressOption[];
  /** The new-address form is open. */
  formOpen: boolean;
  query: string;
  /** 'Введите адрес ...', 'Выберите адрес', 'Ничего не найдено', 'Введите номер дома', or the no-match text. */
  hint: string | undefined;
  /** The field's example in the order's city (the city's `webSearchPlaceholder`). */
  placeholder: string | undefined;
  /** The order's city ('Санкт-Петербург'). */
  cityName: string | undefined;
  /** The suggestion list's accessible name: 'Адреса: Санкт-Петербург'. */
  suggestionsLabel: string;
  suggestions: string[];
  /** What the live region reads: the count when suggestions arrive ('Найдено 8 адресов', 'Ничего не найдено'), else the form's prompt ('Введите номер дома'). */
  announcement: string | undefined;
  searching: boolean;
  /** The typed address as the check wants it, once street and house are known. */
  addressInfo: AddressInfo | undefined;
  canSubmit: boolean;
  formError: string | undefined;
  flat: string;
  flatError: string | undefined;
  /** order-funnel §4: 0 unchecked, 1 checking, 2 available, 3 unavailable. */
  checkState: AddressCheckState;
  checking: boolean;
  error: string | undefined;
  /** The address of the order's first delivery: city, street, house and flat. */
  currentText: string | undefined;
}

export const addressCheckState = (snapshot: AddressSnapshot): AddressCheckState => snapshot.context.checkState;
export const addressError = (snapshot: AddressSnapshot): string | undefined => snapshot.context.error;
/** The address is being checked or saved (every `check` state but `settled` is tagged `busy`). */
export const addressBusy = (snapshot: AddressSnapshot): boolean => snapshot.hasTag('busy');

/** The suggestion field's hint (order-funnel §5). */
export function addressHint(snapshot: AddressSnapshot): string | undefined {
  const { context } = snapshot;
  if (context.formError) return context.formError;
  if (context.suggestFailed) return ADDRESS_MESSAGES.notFound;
  if (snapshot.matches({ form: 'results' })) {
    if (context.suggestions.length) return ADDRESS_MESSAGES.chooseAddress;
    // A house was typed and nothing matches: the spec's no-match text, not just 'Ничего не найдено'.
    return queryHasHouse(context.query) ? ADDRESS_MESSAGES.notFound : ADDRESS_MESSAGES.nothingFound;
  }
  if (snapshot.matches({ form: 'idle' }) && context.query.trim().length < 2) return ADDRESS_MESSAGES.typeAddress;
  return undefined;
}

export function addressView(snapshot: AddressSnapshot): AddressView {
  const { context } = snapshot;
  const info = context.chosen ? suggestionToAddressInfo(context.chosen, context.cityId, context.flat.trim() || undefined) : undefined;
  const cityId = context.order.city_id;
  const saved = context.saved.filter((a) => a.city_id === cityId);
  const results = snapshot.matches({ form: 'results' });
  const typing = snapshot.hasTag('searching');
  // The city the suggestions come from (the order's, unless the input named another).
  const suggestCity = cityById(context.cityId);
  const delivery = firstDeliveryOf(context.order);
  // A saved address being applied shows as chosen at once.
  const chosenId = context.pendingId ?? context.selection;
  return {
    options: [
      ...saved.map((a) => ({ id: a.id_H, text: formatAddressLine(a, cityId), selected: chosenId === a.id_H, isNew: false })),
      {
        id: NEW_ADDRESS,
        text: 'Новый адрес',
        selected: context.selection === NEW_ADDRESS || (saved.length === 0 && context.selection === undefined),
        isNew: true,
      },
    ],
    formOpen: context.selection === NEW_ADDRESS || saved.length === 0,
    query: context.query,
    hint: addressHint(snapshot),
    placeholder: suggestCity?.webSearchPlaceholder,
    cityName: suggestCity?.name,
    suggestionsLabel: suggestCity ? `Адреса: ${suggestCity.name}` : 'Адреса',
    // The last answer stays on screen while the next query waits (the list does not blink per key).
    suggestions: results || typing ? context.suggestions.map(suggestionText) : [],
    // The count when suggestions arrive; otherwise what the field asks for ('Введите номер дома', the no-match text).
    announcement: results && !context.suggestFailed ? foundAddressesText(context.suggestions.length) : context.formError,
    searching: typing,
    addressInfo: info,
    canSubmit: info !== undefined && !context.flatError && !addressBusy(snapshot),
    formError: context.formError,
    flat: context.flat,
    flatError: context.flatError,
    checkState: context.checkState,
    checking: addressBusy(snapshot),
    error: context.error,
    currentText: delivery?.clientAddress ? formatAddressLine(delivery.clientAddress, cityId) || undefined : undefined,
  };
}

/** What the checkout's address status line says for each check state (order-funnel §4). */
export const ADDRESS_STATE_TEXT: Record<AddressCheckState, string | undefined> = {
  0: undefined,
  1: 'Проверяем адрес…',
  2: 'Адрес доставки выбран',
  3: undefined,
};

/**
 * The status line under the address choice: the check state's text, but nothing for the new-address
 * form until its address is checked (issue 31: it said 'Адрес доставки выбран' — the order's old
 * address — before anything was typed or chosen).
 */
export const addressStatusText = (context: Pick<AddressSnapshot['context'], 'selection' | 'checkState'>): string | undefined =>
  context.selection === NEW_ADDRESS && context.checkState === 2 ? undefined : ADDRESS_STATE_TEXT[context.checkState];

export interface AddressHandlers {
  /** A saved address id, or `NEW_ADDRESS` for the form. */
  select: (id: string) => void;
  changeQuery: (value: string) => void;
  chooseSuggestion: (index: number) => void;
  changeFlat: (value: string) => void;
  submit: () => void;
}

/** Zag-style connect: the address form's model, its status text, and the handlers. */
export function connectAddress(
  snapshot: AddressSnapshot,
  send: (event: AddressEvent) => void,
): AddressView & AddressHandlers & { statusText: string | undefined } {
  return {
    ...addressView(snapshot),
    statusText: addressStatusText(snapshot.context),
    select: (id) => send({ type: 'SELECT', id }),
    changeQuery: (value) => send({ type: 'QUERY.CHANGE', value }),
    chooseSuggestion: (index) => send({ type: 'SUGGESTION.SELECT', index }),
    changeFlat: (value) => send({ type: 'FLAT.CHANGE', value }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
