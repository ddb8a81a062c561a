import type { AddressInfo, Suggestion } from '../../api/schemas/checkout';
import type { Order } from '../../api/schemas/order';
import type { ProfileAddress } from '../../api/schemas/profile';

/** The address machine's input, context, events and reports (see address.machine.ts). */

/** The id of the add-new entry of the address list (the spec's `type: 'new'`). */
export const NEW_ADDRESS = 'new' as const;

export type AddressCheckState = 0 | 1 | 2 | 3;

export interface AddressInput {
  order: Order;
  /** The profile's saved addresses. */
  saved?: readonly ProfileAddress[] | undefined;
  /** City of the suggestions; the order's city by default. */
  cityId?: number | undefined;
}

export interface AddressContext {
  order: Order;
  cityId: number;
  saved: ProfileAddress[];
  /** The chosen entry: a saved address id, `'new'`, or nothing yet. */
  selection: string | undefined;
  query: string;
  suggestions: Suggestion[];
  chosen: Suggestion | undefined;
  flat: string;
  flatError: string | undefined;
  /** What is wrong with the typed address before it is sent (street/house missing, no match). */
  formError: string | undefined;
  suggestFailed: boolean;
  /** The address being checked / saved. */
  pending: AddressInfo | undefined;
  /** A saved address being applied. */
  pendingId: string | undefined;
  checkState: AddressCheckState;
  /** The §8 text of an unavailable address, or the server's messages (code 711). */
  error: string | undefined;
  /** The out-of-zone call (`orders/call-me`) was asked for. */
  callRequested: boolean;
}

export type AddressEvent =
  | { type: 'SELECT'; id: string }
  | { type: 'QUERY.CHANGE'; value: string }
  | { type: 'SUGGESTION.SELECT'; index: number }
  | { type: 'FLAT.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  /** Checks and saves an address built elsewhere (e.g. a form with its own suggestions). */
  | { type: 'SUBMIT.INFO'; address: AddressInfo }
  /** The order changed outside (drinks, dates): keep the copy the calls use in step. */
  | { type: 'ORDER.UPDATED'; order: Order };

/** What the machine tells its parent (the checkout) and its listeners. */
export type AddressReport =
  | { type: 'address.state'; checkState: AddressCheckState; error: string | undefined }
  | { type: 'address.changed'; order: Order; addressId: string | undefined; isNew: boolean }
  | { type: 'address.recreated'; order: Order; previousHid: string };
