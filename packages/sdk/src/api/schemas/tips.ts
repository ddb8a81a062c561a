import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/** Tips and auto-tip templates (personal-cabinet §3 "Tip / tip template", §7 "Tips"). */
/** @internal */
export const Tip = v.object({ id: v.string(), amount: v.string(), amountValue: v.number() });
/** @internal */
export interface TipSchema extends Named<typeof Tip> {}
export interface Tip {
  id: string;
  amount: string;
  amountValue: number;
}

/** @internal */
export const TipTemplate = v.object({
  id: v.string(),
  amount: v.string(),
  card: v.object({ id: v.string(), virtualType: maybe(v.string()) }),
});
/** @internal */
export interface TipTemplateSchema extends Named<typeof TipTemplate> {}
export interface TipTemplate {
  id: string;
  amount: string;
  card: { id: string; virtualType?: string | null | undefined };
}

/** @internal */
export const TipTemplatesResponse = v.object({
  ...Envelope.entries,
  tips: v.array(Tip as TipSchema),
  templates: v.array(TipTemplate as TipTemplateSchema),
});
export interface TipTemplatesResponse extends Envelope {
  tips: Tip[];
  templates: TipTemplate[];
}

/** @internal */
export const CreateTipTemplateRequest = v.object({
  amount_id: v.string(),
  external_client_card: v.string(),
  payment_type: v.optional(v.string()),
});
export interface CreateTipTemplateRequest {
  amount_id: string;
  external_client_card: string;
  payment_type?: string | undefined;
}

/** @internal */
export const TipTemplateResponse = v.object({ ...Envelope.entries, template: TipTemplate as TipTemplateSchema });
export interface TipTemplateResponse extends Envelope {
  template: TipTemplate;
}
