import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';

/** Tips and auto-tip templates (personal-cabinet §3 "Tip / tip template", §7 "Tips"). */
export const Tip = v.object({ id: v.string(), amount: v.string(), amountValue: v.number() });
export interface TipSchema extends Named<typeof Tip> {}
export interface Tip extends v.InferOutput<typeof Tip> {}

export const TipTemplate = v.object({
  id: v.string(),
  amount: v.string(),
  card: v.object({ id: v.string(), virtualType: maybe(v.string()) }),
});
export interface TipTemplateSchema extends Named<typeof TipTemplate> {}
export interface TipTemplate extends v.InferOutput<typeof TipTemplate> {}

export const TipTemplatesResponse = v.object({
  ...envelope,
  tips: v.array(Tip as TipSchema),
  templates: v.array(TipTemplate as TipTemplateSchema),
});
export interface TipTemplatesResponse extends v.InferOutput<typeof TipTemplatesResponse> {}

export const CreateTipTemplateRequest = v.object({
  amount_id: v.string(),
  external_client_card: v.string(),
  payment_type: v.optional(v.string()),
});
export interface CreateTipTemplateRequest extends v.InferOutput<typeof CreateTipTemplateRequest> {}

export const TipTemplateResponse = v.object({ ...envelope, template: TipTemplate as TipTemplateSchema });
export interface TipTemplateResponse extends v.InferOutput<typeof TipTemplateResponse> {}
