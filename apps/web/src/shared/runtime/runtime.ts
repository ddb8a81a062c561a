import { createMealflowCore, type MachineProvider, type Ports } from '@mealflow/sdk';
import { abTest, city as cityGroup, session as sessionGroup } from '@mealflow/sdk/storefront';
import { referral as referralGroup } from '@mealflow/sdk/cabinet';
import { apiVersionForRoute, matchPath, saveSessionParams } from '@mealflow/sdk/routing';
import { countedFetch } from '../page-settled';
import { cityInputOf } from './city-input';
import { appConfig } from './config';
import type { ApiClient } from '@mealflow/sdk/api';
import { createActor, type ActorOptions, type AnyActorLogic, type InspectionEvent, type Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
/** The clock of the actors' delayed events (XState's `after`): the browser's timers unless given. */
export type ActorClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface AppRuntimeOptions {
  ports: Ports;
  baseURL?: string;
  inspect?: Inspect;
  /** Extra headers for every API call (the sandbox build's fault switch). */
  headers?: () => Record<string, string>;
  /** Called with the API client once it exists (adapters that read the common options). */
  bindApi?: (api: ApiClient) => void;
  /** The timers of every actor's delays (a story's stopped clock holds a machine inside a debounce: test/story-clock.ts). */
  clock?: ActorClock;
}

/**
 * The composition root without actors: the API client, the ports, and `logic`, which binds a
 * screen's machine once per runtime. A screen's first data can be asked for as soon as this
 * exists (`prefetchScreenData`), before the app-wide actors are made.
 */
export function createAppCore(options: AppRuntimeOptions) {
  const { ports, inspect } = options;
  const mealflow = createMealflowCore({
    baseURL: options.baseURL ?? appConfig.apiBaseUrl,
    ports,
    ...(options.headers ? { headers: options.headers } : {}),
    // Counted, so work the first view does not show waits for the page's calls too (`pageSettled`).
    fetch: countedFetch,
    // v1_1 on NewDashboard and ConfirmationDelivery routes, v1 elsewhere (personal-cabinet §2.3).
    version: () => apiVersionForRoute(matchPath(ports.navigation.current().pathname)?.route.name ?? ''),
  });
  options.bindApi?.(mealflow.api);
  // Each machine is bound once: a screen that mounts again (StrictMode, a revisit) reuses it.
  const bound = new Map<MachineProvider<unknown>, unknown>();
  const logic = <TLogic>(provide: MachineProvider<TLogic>): TLogic => {
    if (!bound.has(provide)) bound.set(provide, provide(mealflow.deps));
    return bound.get(provide) as TLogic;
  };
  // What every actor of the runtime is created with (useScreenActor too): the inspector, the clock.
  const actorOptions = { ...(inspect ? { inspect } : {}), ...(options.clock ? { clock: options.clock } : {}) };
  return { mealflow, ports, inspect, logic, actorOptions };
}

export type AppCore = ReturnType<typeof createAppCore>;

/** The session actor (it asks for the client's profile as it starts). */
export function startSession({ mealflow, ports, actorOptions }: AppCore) {
  saveSessionParams(ports.navigation.current().search, ports.cookies);
  const session = createActor(sessionGroup.provideSession(mealflow.deps), { ...actorOptions, systemId: 'session' });
  mealflow.api.subscribe((event) => {
    if (event.type === 'unauthorized') session.send({ type: 'UNAUTHORIZED' });
    // A technical server text is shown in Russian; the raw one goes to the log for developers.
    if (event.type === 'untranslated') console.warn(`${event.call}: ${event.message}`);
  });
  session.start();
  return session;
}

/**
 * Everything the React tree needs: the composition root (`createAppCore`) and the app-wide actors
 * (session, A/B tests, referral). A screen's chunk brings its own machine's `provide` function;
 * `logic(provide)` binds it once per runtime, and `useScreenActor` creates the screen's root actor
 * from it with the same `inspect`, so the Stately inspector sees the whole system and a page loads
 * only the machines it shows. `main.tsx` makes the parts in tasks of their own: the core, the
 * session, then each of these actors (`appActorSteps`, a step a task).
 */
export function startAppActors(core: AppCore, session: ReturnType<typeof startSession>) {
  const steps = appActorSteps(core, session);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * The app-wide actors, made one at a time: each `yield` is where `main.tsx` lets the browser run
 * (`nextTask`), so starting them is three short tasks instead of one long one (issue 35: at 4x CPU
 * the city, the A/B tests and the referral made together were a 55-75 ms task on every page).
 * `startAppActors` runs the steps at once (stories, tests).
 */
export function* appActorSteps(core: AppCore, session: ReturnType<typeof startSession>) {
  const { mealflow, ports, actorOptions } = core;
  // The visitor's city, resolved once for every screen (route, query, host, cookie, IP; `shared/runtime/city.ts`).
  const city = createActor(cityGroup.provideCity(mealflow.deps), { ...actorOptions, systemId: 'city', input: cityInputOf(ports) });
  city.start();
  yield;
  // A/B allocation lives in the same system, so the inspector shows it beside the session; on the
  // second brand's storefront (its host) it also initialises that brand's analytics flag (personal-cabinet §4).
  const abTests = createActor(abTest.provideAbTest(mealflow.deps), {
    ...actorOptions,
    systemId: 'abTests',
    input: {
      tests: abTest.RUNNING_AB_TESTS,
      brand: ports.device.brand(),
      visitor: {
        cityId: cityGroup.activeCityId(city.getSnapshot()),
        activityStatus: 'unauthorized',
        lastDeliveryDate: undefined,
        otherCityMode: false,
        inviter: new URLSearchParams(ports.navigation.current().search).get('invite') ?? undefined,
      },
    },
  });
  abTests.start();
  // §2.3: the five facts (city, activity status, last delivery date, other-city mode, inviter) on every session change; the tests reprocess when one differs.
  // Followed from the tests' own step, not a step later.
  const inviter = new URLSearchParams(ports.navigation.current().search).get('invite') ?? undefined;
  const visitorChanged = () => {
    const siteCityId = cityGroup.activeCityId(city.getSnapshot());
    abTests.send({
      type: 'VISITOR.CHANGE',
      visitor: abTest.visitorFacts({ profile: session.getSnapshot().context.profile, siteCityId, inviter }),
    });
  };
  session.subscribe(visitorChanged);
  city.subscribe(visitorChanged);
  yield;
  // The referral bonus (personal-cabinet §4): one actor beside the session for every entry point.
  const referral = createActor(referralGroup.provideReferral(mealflow.deps), {
    ...actorOptions,
    systemId: 'referral',
    input: { session },
  });
  referral.start();
  /** What the route guards depend on (the SDK's `sessionGuardKey`): a new value asks them again. */
  const guardKey = () => sessionGroup.sessionGuardKey(session.getSnapshot());
  return { ...core, session, abTests, referral, city, guardKey };
}

/** The whole runtime at once (stories, tests). */
export function createAppRuntime(options: AppRuntimeOptions) {
  const core = createAppCore(options);
  return startAppActors(core, startSession(core));
}

export type AppRuntime = ReturnType<typeof createAppRuntime>;
