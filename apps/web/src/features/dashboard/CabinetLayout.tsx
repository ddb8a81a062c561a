import { LOGIN_TEXTS } from '@mealflow/sdk/domain';
import { type RouteName } from '@mealflow/sdk/routing';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { PageLoading } from '../../shared/layout/Layout';
import { BottomSheet } from '../../shared/ui/BottomSheet';
import { Button } from '../../shared/ui/Button';
import { FiltersProposalDialog } from '../preferences';
import { EmailPopupDialog } from './EmailPopupDialog';
import styles from './Cabinet.module.css';
import { cabinetNavView, cabinetSessionView, sameSessionView, type CabinetNavView } from './cabinet-view';

type RootViewProps = { route: RouteName; phone: boolean };

/**
 * The root view (tips and auto-tips modals, hints, filters panel) loads after the page, never on its
 * critical path. Not `React.lazy`: a Suspense boundary reveals its content on a timer, which would
 * tie the root view to the page's clock (the tips modal's 3 s are the clock's, e2e drive it).
 */
function DeferredRootView(props: RootViewProps) {
  const [View, setView] = useState<ComponentType<RootViewProps> | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void import('./CabinetRootView').then((module) => {
      if (live) setView(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);
  return View ? <View {...props} /> : null;
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

/**
 * The cabinet's frame (personal-cabinet §2.1 Dashboard, §2.4, §2.5): the client's name or phone,
 * logout, the navigation (the wowfood variant without what it disables), then the screen. On
 * `/dashboard/*` a side navigation; on `/new-dashboard/*`, and on every cabinet page of a phone
 * (`compactCabinetNav`, issue 31), a phone-first bar whose menu is a bottom sheet (§2.6: a downward
 * swipe over 70 px closes it).
 * The profile's loading and error states (retry, never a logout: §8) come before the screen; once
 * the profile is there, the root view (§2.4: hints, filters panel, tips and auto-tips modals).
 */
export function CabinetLayout({ route, children }: CabinetLayoutProps) {
  const { session, ports } = useRuntime();
  const view = useSelector(session, cabinetSessionView, sameSessionView);
  const nav = useMemo(
    () => cabinetNavView(route, ports.device.brand(), view.navProfile, ports.device.isSmartphone()),
    [route, ports, view.navProfile],
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = () => session.send({ type: 'LOGOUT' });

  const body =
    view.status === 'loading' ? (
      <PageLoading />
    ) : view.status === 'error' ? (
      <div className={styles['error']} role="alert">
        <p>{view.error}</p>
        <Button onClick={() => session.send({ type: 'RETRY' })}>{LOGIN_TEXTS.retry}</Button>
      </div>
    ) : (
      children
    );

  if (nav.phone) {
    return (
      <section className={styles['phoneCabinet']} aria-labelledby="cabinet-title">
        <div className={styles['phoneBar']}>
          <div className={styles['who']}>
            <h1 id="cabinet-title" className={styles['cabinetTitle']}>
              Личный кабинет
            </h1>
            {view.who ? <p className={styles['whoName']}>{view.who}</p> : null}
          </div>
          <Button variant="secondary" aria-haspopup="dialog" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            Меню
          </Button>
        </div>
        <div className={styles['phoneContent']}>
          {view.status === 'ready' ? <DeferredRootView route={route} phone /> : null}
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
        {view.status === 'ready' ? <EmailPopupDialog /> : null}
      </section>
    );
  }

  return (
    <section className={styles['cabinet']} aria-labelledby="cabinet-title">
      <aside className={styles['side']}>
        <div className={styles['who']}>
          <h1 id="cabinet-title" className={styles['cabinetTitle']}>
            Личный кабинет
          </h1>
          {view.who ? <p className={styles['whoName']}>{view.who}</p> : null}
          <button type="button" className={styles['logout']} onClick={logout}>
            {LOGIN_TEXTS.logout}
          </button>
        </div>
        <nav aria-label="Разделы кабинета">
          <NavList nav={nav} />
        </nav>
      </aside>
      <div className={styles['content']}>
        {view.status === 'ready' ? <DeferredRootView route={route} phone={false} /> : null}
        {body}
      </div>
      {/* The login rule (§4): a proposed filter change on a desktop storefront ('Выбрать предпочтения'). */}
      {view.status === 'ready' ? <FiltersProposalDialog /> : null}
      {view.status === 'ready' ? <EmailPopupDialog /> : null}
    </section>
  );
}
