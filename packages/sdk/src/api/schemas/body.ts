import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';

/**
 * Body data (personal-cabinet §3 "Client details": height, weight, birthday, lifestyleId_H, gender,
 * purposeWeight; §7 `client-details/lifestyles`, `client-details/calculate`). The spec names the
 * calls, not the bodies: a lifestyle is `{ id_H, title }`, the calculation answers the BMI
 * (packages/sandbox/README.md "Body data").
 */
export const Lifestyle = v.object({ id_H: v.string(), title: v.string() });
export interface LifestyleSchema extends Named<typeof Lifestyle> {}
export interface Lifestyle extends v.InferOutput<typeof Lifestyle> {}

export const LifestylesResponse = v.object({ ...envelope, lifestyles: v.array(Lifestyle as LifestyleSchema) });
export interface LifestylesResponse extends v.InferOutput<typeof LifestylesResponse> {}

/** `client-details/calculate`: height (cm) and weight (kg) are needed, the rest refines the answer. */
export const CalculateRequest = v.object({
  height: v.number(),
  weight: v.number(),
  gender: v.optional(v.picklist(['male', 'female'])),
  birthday: v.optional(v.string()),
  lifestyleId_H: v.optional(v.string()),
  purposeWeight: v.optional(v.number()),
});
export interface CalculateRequest extends v.InferOutput<typeof CalculateRequest> {}

export const CalculateResponse = v.object({
  ...envelope,
  /** Body mass index, kg/m², one decimal. */
  bmi: v.number(),
  /** Calories a day for the goal, if the backend computes them. */
  kcal: maybe(v.number()),
});
export interface CalculateResponse extends v.InferOutput<typeof CalculateResponse> {}
