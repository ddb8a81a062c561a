import * as v from 'valibot';

/** Optional and nullable: the backend sends `null` and omits fields interchangeably. */
/**
 * A schema's inferred type under a name: `export interface XSchema extends Named<typeof X> {}`.
 * Where another schema contains it, it is written `X as XSchema` (a cast: nothing at run time),
 * so the published `.d.ts` and hovers name it instead of repeating it in full inside every schema
 * that contains it.
 */
export type Named<T> = T;

export const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

/**
 * The fields every response may carry besides its payload. A response's schema spreads its entries
 * (`v.object({ ...Envelope.entries, … })`), and its written type `extends Envelope` (issue 33: the
 * four fields once in the `.d.ts`, not in each of ~90 responses).
 */
/** @internal */
export const Envelope = v.object({
  success: v.optional(v.boolean()),
  code: maybe(v.number()),
  messages: maybe(v.array(v.string())),
  errors: maybe(v.array(v.string())),
});
export interface Envelope {
  success?: boolean | undefined;
  code?: number | null | undefined;
  messages?: string[] | null | undefined;
  errors?: string[] | null | undefined;
}

/**
 * The answer of a command (send-sms, check-sms, logout, confirm-cash, set-payment-data, …) that
 * carries nothing but the envelope: it must say `success: true`. An answer without the flag
 * (`{}`, `null`, an HTML page) is a validation error with a readable text, never a success.
 */
/** @internal */
export const SuccessResponse = v.object({ ...Envelope.entries, success: v.literal(true) });
export interface SuccessResponse extends Omit<Envelope, 'success'> {
  success: true;
}

/** The error body of a failed call (any status). Unknown fields are kept out. */
/** @internal */
export const ErrorBody = v.object({
  success: v.optional(v.boolean()),
  code: v.optional(v.union([v.number(), v.string()])),
  message: v.optional(v.string()),
  messages: v.optional(v.array(v.string())),
  errors: v.optional(v.union([v.array(v.string()), v.record(v.string(), v.union([v.string(), v.array(v.string())]))])),
  delivery_id_H: v.optional(v.string()),
});
export interface ErrorBody {
  success?: boolean | undefined;
  code?: number | string | undefined;
  message?: string | undefined;
  messages?: string[] | undefined;
  errors?: string[] | Record<string, string | string[]> | undefined;
  delivery_id_H?: string | undefined;
}

/** @internal */
export const ApiVersion = v.picklist(['v1', 'v1_1', 'v1_2', 'v2_0']);
export type ApiVersion = 'v1' | 'v1_1' | 'v1_2' | 'v2_0';

/** @internal */
export const CommonOptions = v.object({
  captchaEnabled: v.boolean(),
  efstEnabled: v.boolean(),
});
export interface CommonOptions {
  captchaEnabled: boolean;
  efstEnabled: boolean;
}

/** @internal */
export const IpLocateResponse = v.object({ ...Envelope.entries, cityId: v.number() });
export interface IpLocateResponse extends Envelope {
  cityId: number;
}
