import { ROUTER_LOADER_MS } from '../domain/constants';
import type { RouteParams } from './match';
import type { RouteDef } from './routes';

/**
 * personal-cabinet §2.3 'A change of business product or site department shows a router loader,
 * destroys the view, waits 300 ms, reloads the department data, then proceeds.' Pure: the app
 * performs what `departmentTransition` returns (the loader, the unmounted view, the wait), and the
 * next view's machines load the department's data (its menu, its marketing) when they start.
 */

/** The part of the site a route belongs to: its business product and its placement (site department). */
export interface Department {
  businessProduct: string | undefined;
  placement: string | undefined;
}

/**
 * The department of a route: the product it declares (or its `:businessProduct` segment) and its
 * placement. A route that declares neither (login, the checkout, the cabinet's pages) stays in the
 * current department: moving there is not a change.
 */
export function departmentOf(
  route: Pick<RouteDef, 'businessProduct' | 'placement'>,
  params: RouteParams,
  current: Department | undefined,
): Department {
  const businessProduct = route.businessProduct ?? params['businessProduct'];
  const placement = route.placement;
  if (businessProduct === undefined && placement === undefined) return current ?? { businessProduct: undefined, placement: undefined };
  return {
    businessProduct: businessProduct ?? current?.businessProduct,
    placement: placement ?? current?.placement,
  };
}

export type DepartmentTransition =
  | { kind: 'same'; department: Department }
  /** Show the router loader, unmount the view, wait `waitMs`, then render the route anew. */
  | { kind: 'change'; department: Department; waitMs: number };

/** What a navigation from `current` to `route` does (the first page of a visit is never a change). */
export function departmentTransition(
  current: Department | undefined,
  route: Pick<RouteDef, 'businessProduct' | 'placement'>,
  params: RouteParams,
): DepartmentTransition {
  const department = departmentOf(route, params, current);
  if (!current || sameDepartment(current, department)) return { kind: 'same', department };
  return { kind: 'change', department, waitMs: ROUTER_LOADER_MS };
}

export const sameDepartment = (a: Department, b: Department): boolean =>
  a.businessProduct === b.businessProduct && a.placement === b.placement;
