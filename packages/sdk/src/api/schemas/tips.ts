import * as v from 'valibot';
import { envelope, maybe } from './common';

/** Tips and auto-tip templates (personal-cabinet §3 "Tip / tip template", §7 "Tips"). */
export const Tip = v.object({ id: v.string(), amount: v.string(), amountValue: v.number() });
export type Tip = v.InferOutput<typeof Tip>;

export const TipTemplate = v.object({ id: v.string(), amount: v.string(), card: v.object({ id: v.string(), virtualType: maybe(v.string()) }) });
export type TipTemplate = v.InferOutput<typeof TipTemplate>;

export const TipTemplatesResponse = v.object({ ...envelope, tips: v.array(Tip), templates: v.array(TipTemplate) });
export type TipTemplatesResponse = v.InferOutput<typeof TipTemplatesResponse>;

export const CreateTipTemplateRequest = v.object({ amount_id: v.string(), external_client_card: v.string(), payment_type: v.optional(v.string()) });
export type CreateTipTemplateRequest = v.InferOutput<typeof CreateTipTemplateRequest>;

export const TipTemplateResponse = v.object({ ...envelope, template: TipTemplate });
export type TipTemplateResponse = v.InferOutput<typeof TipTemplateResponse>;
