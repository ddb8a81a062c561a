import type { ActorRefFrom } from 'xstate';
import type { FunnelResume } from '../funnel/funnel.types';
import type { FunnelCheckoutIn, FunnelSelection } from '../funnel/funnel.payload';
import type { SessionMachine } from '../session/session.machine';

// The order-block machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export type SessionRef = ActorRefFrom<SessionMachine>;

export interface OrderBlockInput {
  cityId: number;
  businessProduct: string;
  /** The product whose menu the picker shows, when it differs (the gift landing: 'activate-gift'). */
  catalogProduct?: string;
  gift?: boolean;
  queryMenuType?: string;
  /** The `days` query parameter (the smartphone order's steps). */
  queryDays?: number;
  /** The query's line is the client's own choice (kept when sold; see the catalogue). */
  exactMenuType?: boolean;
  placement?: 'landing' | 'other';
  /** Where the created order's checkout opens (the cabinet's new order: 'dashboard' or 'newDashboard'). */
  checkoutIn?: FunnelCheckoutIn;
  isSmartphone?: boolean;
  brand?: 'main' | 'wowfood';
  /** The order this form created a moment ago (`readRecentOrder`): its countdown resumes. */
  resume?: FunnelResume;
  /** Logged in when the block starts (default: as `session` holds it; the session then tells every change). */
  loggedIn?: boolean;
  /** The app's session: watched by the block (logging in elsewhere opens the gate, fills the phone). */
  session?: SessionRef;
}

export interface OrderBlockContext extends Required<
  Pick<
    OrderBlockInput,
    'cityId' | 'businessProduct' | 'catalogProduct' | 'gift' | 'placement' | 'checkoutIn' | 'isSmartphone' | 'brand' | 'loggedIn'
  >
> {
  queryMenuType: string | undefined;
  queryDays: number | undefined;
  exactMenuType: boolean;
  resume: FunnelResume | undefined;
  session: SessionRef | undefined;
  /** The visitor's goal (p1, p2, p3) once chosen: the leave banner's variant follows it. */
  goal: string | undefined;
}

export type OrderBlockEvent =
  /** From the catalogue child: the plan changed. */
  | { type: 'CATALOG.CHOSEN'; selection: FunnelSelection | undefined; goal: string | undefined }
  /** From the session watcher. */
  | { type: 'SESSION.CHANGED'; loggedIn: boolean; phone: string | undefined };
