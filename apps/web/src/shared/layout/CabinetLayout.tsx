import { cabinetRoot } from '@mealflow/sdk/cabinet';
import { LOGIN_TEXTS } from '@mealflow/sdk/domain';
import { type RouteName } from '@mealflow/sdk/routing';
import { createContext, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useRuntime } from '../runtime/RuntimeContext';
import type { AppRuntime } from '../runtime/runtime';
import { BottomSheet } from '../ui/BottomSheet';
import { Button } from '../ui/Button';
import { PageLoading } from './Layout';
import { CabinetRootSlot, type CabinetRootViewProps } from './cabinet-root-slot';
import styles from './CabinetLayout.module.css';
import { cabinetNavView, cabinetSessionView, sameSessionView, type CabinetNavView, type CabinetSessionView } from './cabinet-view';
import { useOptionalActorValue } from '../runtime/useScreenActor';
import { pageSettled } from '../page-settled';

/**
 * The root view (tips and auto-tips modals, hints, filters panel, the login rule's and e-mail
 * modals) loads after the page, never on its critical path, from the slot the composition root
 * fills (`CabinetRootSlot`): once the page's first load has settled (`pageSettled`: its requests
 * quiet, then idle; not the frame's first commit, which on a fast link came before the page's
 * largest paint and put twelve chunks and six calls ahead of it, issue 35), so its chunks
 * (~50 KB gzip with the tips modal's card form and payment code), its machine's start and its six
 * side calls come after the page's content has rendered, not beside it (issue 35: on a phone they
 * shared the link and the main thread with the page before its first contentful paint). Not
 * `React.lazy`: a Suspense boundary reveals its content on a timer, which would tie the root view to
 * the page's clock (the tips modal's 3 s are the clock's, e2e drive it).
 */
function DeferredRootView({ placeholder, ready, ...props }: CabinetRootViewProps & { placeholder?: ReactNode; ready: boolean }) {
  const load = useContext(CabinetRootSlot);
  const [View, setView] = useState<ComponentType<CabinetRootViewProps> | undefined>(undefined);
  useEffect(() => {
    if (!load || !ready) return;
    let live = true;
    void pageSettled().then(() => {
      if (!live) return;
      void load().then((module) => {
        if (live) setView(() => module.default);
      });
    });
    return () => {
      live = false;
    };
  }, [load, ready]);
  return View && ready ? <View {...props} /> : (placeholder ?? null);
}

/**
 * The filters panel's place, held from the frame's first paint until the root view brings the panel
 * (issue 35: inserted above the content, it shifted the dashboard's layout): the collapsed panel's
 * shape, invisible and out of the accessibility tree.
 */
function FiltersPlaceholder() {
  return (
    <div className={styles['filtersPlaceholder']} aria-hidden="true" inert>
      <Button variant="secondary" tabIndex={-1}>
        {cabinetRoot.CABINET_ROOT_TEXTS.filtersToggle}
      </Button>
    </div>
  );
}

export interface CabinetLayoutProps {
  route: RouteName;
  children: ReactNode;
}

function NavList({ nav, onNavigate }: { nav: CabinetNavView; onNavigate?: () => void }) {
  return (
    <ul className={styles['navList']}>
      {nav.items.map((item) => (
        <li key={item.route}>
          <Link href={item.href} className={styles['navLink']} aria-current={item.current ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The device's answers the frame's shape follows (the runtime's device port, or the route table's own). */
export type CabinetDevice = Pick<AppRuntime['ports']['device'], 'brand' | 'isSmartphone'>;

/**
 * Set by the router's frame (`RouteCabinetFrame`): a screen's `CabinetLayout` inside it draws its
 * content alone, and tells the frame it has mounted (the root view loads after the screen's data).
 */
export const FramedByRoute = createContext<(() => void) | undefined>(undefined);

/** The session's view before the runtime has loaded: the profile is being asked for. */
const BEFORE_RUNTIME: CabinetSessionView = { status: 'loading', who: '', error: undefined, navProfile: undefined };

/**
 * A cabinet screen's frame. Under the router's frame (every screen the route table marks
 * `cabinetScreen`), the screen's content alone: the frame is there already, and the screen is
 * rendered only once the profile is. Elsewhere (stories, component tests, a screen the table does
 * not mark) the whole frame, from the runtime's session.
 */
export function CabinetLayout({ route, children }: CabinetLayoutProps) {
  const framed = useContext(FramedByRoute);
  return framed ? <InRouteFrame shown={framed}>{children}</InRouteFrame> : <OwnFrame route={route}>{children}</OwnFrame>;
}

function InRouteFrame({ shown, children }: { shown: () => void; children: ReactNode }) {
  useEffect(() => shown(), [shown]);
  return children;
}

function OwnFrame({ route, children }: CabinetLayoutProps) {
  const runtime = useRuntime();
  return (
    <CabinetFrame route={route} runtime={runtime} device={runtime.ports.device} screenShown>
      {children}
    </CabinetFrame>
  );
}

/**
 * The cabinet's frame (personal-cabinet §2.1 Dashboard, §2.4, §2.5): the client's name or phone,
 * logout, the navigation (the wowfood variant without what it disables), then the screen. On
 * `/dashboard/*` a side navigation; on `/new-dashboard/*`, and on every cabinet page of a phone
 * (`compactCabinetNav`, issue 31), a phone-first bar whose menu is a bottom sheet (§2.6: a downward
 * swipe over 70 px closes it).
 * The profile's loading and error states (retry, never a logout: §8) come before the screen: screens
 * take the profile as their machines' input (the client's city, the auto-tips flag, the saved card),
 * so a screen rendered before it started with a guest's (26a7fd1e did, for the sake of the phone
 * pages' LCP: /dashboard/autotips said 'недоступны для вашего профиля', /dashboard/new-order was
 * Moscow's for a Minsk client). Once the profile is there, the root view (§2.4: hints, filters
 * panel, tips and auto-tips modals; the login rule's filters proposal on a desktop; the e-mail modal).
 */
export function CabinetFrame({
  route,
  runtime,
  device,
  skeleton,
  screenShown,
  children,
  chunk = true,
}: CabinetLayoutProps & {
  runtime: AppRuntime | null;
  device: CabinetDevice;
  skeleton?: ReactNode;
  chunk?: boolean;
  screenShown: boolean;
}) {
  const session = runtime?.session;
  const view = useOptionalActorValue(session, cabinetSessionView, sameSessionView, BEFORE_RUNTIME);
  const nav = useMemo(
    () => cabinetNavView(route, device.brand(), view.navProfile, device.isSmartphone()),
    [route, device, view.navProfile],
  );
  const filtersShown = cabinetRoot.filtersPanelShown({
    route,
    smartphone: device.isSmartphone(),
    brand: device.brand(),
    businessProduct: undefined,
  });
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = () => session?.send({ type: 'LOGOUT' });
  const ready = view.status === 'ready' && screenShown;

  const body =
    view.status === 'loading' || (view.status === 'ready' && !chunk) ? (
      (skeleton ?? <PageLoading />)
    ) : view.status === 'error' ? (
      <div className={styles['error']} role="alert">
        <p>{view.error}</p>
        <Button onClick={() => session?.send({ type: 'RETRY' })}>{LOGIN_TEXTS.retry}</Button>
      </div>
    ) : (
      children
    );

  if (nav.phone) {
    return (
      <section className={styles['phoneCabinet']} aria-labelledby="cabinet-title">
        <div className={styles['phoneBar']}>
          <CabinetWho who={view.who} />
          <Button variant="secondary" aria-haspopup="dialog" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            Меню
          </Button>
        </div>
        <div className={styles['phoneContent']}>
          <DeferredRootView route={route} phone ready={ready} />
          {body}
        </div>
        <BottomSheet open={menuOpen} title="Разделы кабинета" onClose={() => setMenuOpen(false)}>
          <nav aria-label="Разделы кабинета">
            <NavList nav={nav} onNavigate={() => setMenuOpen(false)} />
          </nav>
          <Button variant="secondary" block onClick={logout}>
            {LOGIN_TEXTS.logout}
          </Button>
        </BottomSheet>
      </section>
    );
  }

  return (
    <section className={styles['cabinet']} aria-labelledby="cabinet-title">
      <aside className={styles['side']}>
        <CabinetWho who={view.who}>
          <button type="button" className={styles['logout']} onClick={logout}>
            {LOGIN_TEXTS.logout}
          </button>
        </CabinetWho>
        <nav aria-label="Разделы кабинета">
          <NavList nav={nav} />
        </nav>
      </aside>
      <div className={styles['content']}>
        {/* The filters panel's place is held from the first paint: the skeleton's heading does not move when the profile comes. */}
        <DeferredRootView route={route} phone={false} ready={ready} placeholder={filtersShown ? <FiltersPlaceholder /> : null} />
        {body}
      </div>
    </section>
  );
}

/** The cabinet's title (the page's `h1`, naming the frame) and whose cabinet it is; the desktop adds the logout. */
function CabinetWho({ who, children }: { who: string | undefined; children?: ReactNode }) {
  return (
    <div className={styles['who']}>
      <h1 id="cabinet-title" className={styles['cabinetTitle']}>
        Личный кабинет
      </h1>
      {/* Its line is held until the profile names the client: the section list below does not move (CLS). */}
      <p className={styles['whoName']} aria-hidden={who ? undefined : true}>
        {who || '\u00a0'}
      </p>
      {children}
    </div>
  );
}
