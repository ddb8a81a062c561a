import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * Body data (personal-cabinet §3 "Client details": height, weight, birthday, lifestyleId_H, gender,
 * purposeWeight; §7 `client-details/lifestyles`, `client-details/calculate`). The spec names the
 * calls, not the bodies: a lifestyle is `{ id_H, title }`, the calculation answers the BMI
 * (packages/sandbox/README.md "Body data").
 */
/** @internal */
export const Lifestyle = v.object({ id_H: v.string(), title: v.string() });
/** @internal */
export interface LifestyleSchema extends Named<typeof Lifestyle> {}
export interface Lifestyle {
  id_H: string;
  title: string;
}

/** @internal */
export const LifestylesResponse = v.object({ ...Envelope.entries, lifestyles: v.array(Lifestyle as LifestyleSchema) });
export interface LifestylesResponse extends Envelope {
  lifestyles: Lifestyle[];
}

/** `client-details/calculate`: height (cm) and weight (kg) are needed, the rest refines the answer. */
/** @internal */
export const CalculateRequest = v.object({
  height: v.number(),
  weight: v.number(),
  gender: v.optional(v.picklist(['male', 'female'])),
  birthday: v.optional(v.string()),
  lifestyleId_H: v.optional(v.string()),
  purposeWeight: v.optional(v.number()),
});
export interface CalculateRequest {
  height: number;
  weight: number;
  gender?: 'male' | 'female' | undefined;
  birthday?: string | undefined;
  lifestyleId_H?: string | undefined;
  purposeWeight?: number | undefined;
}

/** @internal */
export const CalculateResponse = v.object({
  ...Envelope.entries,
  /** Body mass index, kg/m², one decimal. */
  bmi: v.number(),
  /** Calories a day for the goal, if the backend computes them. */
  kcal: maybe(v.number()),
});
export interface CalculateResponse extends Envelope {
  /** Body mass index, kg/m², one decimal. */
  bmi: number;
  /** Calories a day for the goal, if the backend computes them. */
  kcal?: number | null | undefined;
}
