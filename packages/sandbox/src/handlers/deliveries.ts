import type { HttpHandler } from 'msw';
import { ok, route, unauthorized, type Sandbox } from '../route';

export function deliveryHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    /** The client's addresses for a delivery (also the 1002 reload). */
    route(sandbox, 'GET', 'deliveries/address', ({ client }) => (client ? ok({ addresses: client.profile.addresses }) : unauthorized())),
  ];
}
