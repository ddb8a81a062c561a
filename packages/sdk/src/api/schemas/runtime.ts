import type * as v from 'valibot';
import * as cabinet from './cabinet';
import * as funnel from './funnel';
import * as subscribe from './subscribe';
import * as subscriptions from './subscriptions';

/** A schema as its user sees it: what `v.parse` gives back (its valibot type stays out of the `.d.ts`). */
type Parses<T> = v.GenericSchema<unknown, T>;
/** A request's output: its input with the fields `K` that have defaults filled in. */
type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/**
 * The schemas a backend stand-in parses what it is sent and what it keeps with (the sandbox's
 * handlers): the only schemas the package gives as values. Every other schema is a type only
 * (issue 33: the declarations carry the output types, not the valibot objects). A request's
 * output is its input with the defaults filled in.
 */
export const runtimeSchemas: {
  readonly CabinetOrder: Parses<cabinet.CabinetOrder>;
  readonly ClientSubscription: Parses<subscriptions.ClientSubscription>;
  readonly CreateOrderRequest: Parses<funnel.CreateOrderRequest>;
  readonly CertificateOrderRequest: Parses<funnel.CertificateOrderRequest>;
  readonly AbonementRequest: Parses<Filled<subscribe.AbonementRequest, 'deliveryPlanMode'>>;
  readonly CustomAbonementRequest: Parses<subscribe.CustomAbonementRequest>;
  readonly SubscriptionOrderWithoutTariffRequest: Parses<subscribe.SubscriptionOrderWithoutTariffRequest>;
  readonly OrderWithoutTariffRequest: Parses<Filled<subscribe.OrderWithoutTariffRequest, 'businessProduct'>>;
  readonly UpdateSubscriptionRequest: Parses<subscribe.UpdateSubscriptionRequest>;
} = {
  CabinetOrder: cabinet.CabinetOrder,
  ClientSubscription: subscriptions.ClientSubscription,
  CreateOrderRequest: funnel.CreateOrderRequest,
  CertificateOrderRequest: funnel.CertificateOrderRequest,
  AbonementRequest: subscribe.AbonementRequest,
  CustomAbonementRequest: subscribe.CustomAbonementRequest,
  SubscriptionOrderWithoutTariffRequest: subscribe.SubscriptionOrderWithoutTariffRequest,
  OrderWithoutTariffRequest: subscribe.OrderWithoutTariffRequest,
  UpdateSubscriptionRequest: subscribe.UpdateSubscriptionRequest,
};
