import * as v from 'valibot';
import type { ProfileSchema } from './profile';
import type { Named } from './common';
import { Envelope, maybe } from './common';
import { Profile } from './profile';

/**
 * Settings and cards (personal-cabinet §2.1 settings, §3 profile cards, §7 "Profile and client").
 * The spec names the calls and the profile's card fields (card, externalCards with type and id,
 * recurrentCard), not the shape of `cards/`: ours is a flat list, one entry per card, each saying
 * whether it is the active one, an external one or the recurrent one (packages/sandbox/README.md).
 */
/** @internal */
export const CardKind = v.picklist(['card', 'external', 'recurrent']);
export type CardKind = 'card' | 'external' | 'recurrent';

/** @internal */
export const ClientCard = v.object({
  id: v.string(),
  /** As the provider masks it ('4242 •••• •••• 4242'); only the last four digits are shown. */
  mask: v.string(),
  /** Payment system (visa, mastercard, mir) or the external provider's type. */
  type: maybe(v.string()),
  kind: CardKind,
  /** The card payments use by default (`cards/active`). */
  active: v.optional(v.boolean(), false),
});
/** @internal */
export interface ClientCardSchema extends Named<typeof ClientCard> {}
export interface ClientCard {
  id: string;
  /** As the provider masks it ('4242 •••• •••• 4242'); only the last four digits are shown. */
  mask: string;
  /** Payment system (visa, mastercard, mir) or the external provider's type. */
  type?: string | null | undefined;
  kind: CardKind;
  /** The card payments use by default (`cards/active`). */
  active: boolean;
}

/** @internal */
export const CardsResponse = v.object({ ...Envelope.entries, cards: v.array(ClientCard as ClientCardSchema) });
export interface CardsResponse extends Envelope {
  cards: ClientCard[];
}

/** `cards/active` and `cards/destroy`: the card's id. */
/** @internal */
export const CardIdRequest = v.object({ id: v.string() });
export interface CardIdRequest {
  id: string;
}

/** `client-agreements` (v1_1): type 'offer' and the client's answer. */
/** @internal */
export const AgreementRequest = v.object({ type: v.literal('offer'), value: v.boolean() });
export interface AgreementRequest {
  type: 'offer';
  value: boolean;
}

/** Its answer: `body.profile` replaces the profile. */
/** @internal */
export const AgreementResponse = v.object({ ...Envelope.entries, body: v.object({ profile: Profile as ProfileSchema }) });
export interface AgreementResponse extends Envelope {
  body: { profile: Profile };
}
