import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { AnyStateMachine, EventObject } from 'xstate';
import { isStateMachine, type ActorRegistry, type LiveActor } from './actor-registry';
import { MachineDiagram } from './MachineDiagram';
import { acceptedEvents, activeIds, statechart } from './statechart';

/** The panel's root element id (check-bundle looks for it: a production build must not carry the panel). */
export const DEV_PANEL_ID = 'mealflow-dev-panel';

/** JSON of a snapshot's context or an event: actor refs as their id, long arrays and deep objects cut. */
export function devJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === 'function') return undefined;
      if (typeof v !== 'object' || v === null) return v;
      if ('sessionId' in v && 'send' in v) return `[actor ${String((v as { id?: unknown }).id)}]`;
      if (seen.has(v)) return '[seen]';
      seen.add(v);
      if (Array.isArray(v) && v.length > 20) return [...v.slice(0, 20), `… ${v.length - 20} more`];
      return v;
    },
    2,
  );
}

const nameOf = (actor: LiveActor) => `${actor.machineId ?? 'actor'} · ${actor.ref.sessionId}`;
/** The actor's status now ('active', 'done', 'error', 'stopped'); '…' while it initialises. */
function statusOf(actor: LiveActor): string {
  try {
    return (actor.ref.getSnapshot() as { status?: string } | undefined)?.status ?? '…';
  } catch {
    return '…';
  }
}

function useRegistry(registry: ActorRegistry): LiveActor[] {
  // A new array only when the registry reports a change (throttled to a frame).
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let frame = 0;
    const off = registry.subscribe(() => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setVersion((v) => v + 1);
      });
    });
    return () => {
      off();
      cancelAnimationFrame(frame);
    };
  }, [registry]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the registry's change counter
  return useMemo(() => registry.list(), [registry, version]);
}

function ActorDetails({ actor }: { actor: LiveActor }) {
  const logic = (actor.ref as { logic?: unknown }).logic;
  const machine = isStateMachine(logic as never) ? (logic as AnyStateMachine) : undefined;
  const value = (actor.snapshot as { value?: unknown } | undefined)?.value;
  const context = (actor.snapshot as { context?: unknown } | undefined)?.context;
  const source = useMemo(() => (machine ? statechart(machine) : ''), [machine]);
  const active = machine ? activeIds(machine, value) : [];
  const events = machine ? acceptedEvents(machine, value) : [];
  const [draft, setDraft] = useState('{ "type": "" }');
  const [error, setError] = useState<string>();
  const send = (text: string) => {
    try {
      const event = JSON.parse(text) as EventObject;
      if (typeof event.type !== 'string' || event.type === '') throw new Error('an event needs a "type"');
      (actor.ref as { send: (event: EventObject) => void }).send(event);
      setError(undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div>
      <h3 style={{ margin: '8px 0' }}>{nameOf(actor)}</h3>
      <p role="status" aria-label="Состояние актора">
        Состояние: <code>{devJson(value)}</code> ({statusOf(actor)})
      </p>
      {machine ? <MachineDiagram source={source} title={machine.id} active={active} /> : null}
      <details open>
        <summary>Контекст</summary>
        <pre style={{ maxHeight: 240, overflow: 'auto' }}>{devJson(context)}</pre>
      </details>
      <details open>
        <summary>Последние события</summary>
        <ol aria-label="Последние события">
          {actor.events.map((event, index) => (
            <li key={index}>
              <code>{devJson(event)}</code>
            </li>
          ))}
        </ol>
      </details>
      <form
        aria-label="Отправить событие"
        onSubmit={(e) => {
          e.preventDefault();
          send(draft);
        }}
      >
        {events.length > 0 ? (
          <p>
            Принимает:{' '}
            {events.map((type) => (
              <button key={type} type="button" onClick={() => setDraft(`{ "type": "${type}" }`)}>
                {type}
              </button>
            ))}
          </p>
        ) : null}
        <label>
          Событие (JSON)
          <textarea value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} style={{ display: 'block', width: '100%' }} />
        </label>
        {error ? <p role="alert">{error}</p> : null}
        <button type="submit">Отправить</button>
      </form>
    </div>
  );
}

/** The `?inspect` dev panel: the live actors, and the chosen one's state on its statechart, context, events and a form to send an event. */
export function DevPanel({ registry }: { registry: ActorRegistry }) {
  const actors = useRegistry(registry);
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<string>();
  const [stopped, setStopped] = useState(false);
  // A screen's actor StrictMode started and stopped again, a finished child: listed on request.
  const machines = actors.filter(
    (actor) => actor.machineId !== undefined && (stopped || (actor.snapshot !== undefined && statusOf(actor) !== 'stopped')),
  );
  const current = machines.find((actor) => actor.ref.sessionId === chosen);
  const online = useSyncExternalStore(
    (update) => {
      addEventListener('online', update);
      addEventListener('offline', update);
      return () => {
        removeEventListener('online', update);
        removeEventListener('offline', update);
      };
    },
    () => navigator.onLine,
  );
  return (
    <section
      aria-label="Панель разработчика"
      style={{
        position: 'fixed',
        right: 8,
        bottom: 8,
        zIndex: 2147483647,
        maxWidth: 'min(720px, 96vw)',
        maxHeight: '90vh',
        overflow: 'auto',
        background: '#fff',
        color: '#111',
        border: '1px solid #999',
        borderRadius: 8,
        padding: open ? 12 : 4,
        font: '13px/1.4 system-ui, sans-serif',
        boxShadow: '0 4px 16px rgba(0,0,0,.2)',
      }}
    >
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Машины ({machines.filter((actor) => statusOf(actor) === 'active').length})
      </button>
      {open ? (
        <>
          <p style={{ margin: '4px 0' }}>
            {online ? 'Онлайн: ' : 'Офлайн: панель работает без сети; '}
            <a href={`${location.pathname}?inspect=stately`}>инспектор Stately</a> (нужен интернет)
          </p>
          <label>
            <input type="checkbox" checked={stopped} onChange={(e) => setStopped(e.target.checked)} /> показать остановленные
          </label>
          <ul aria-label="Живые акторы" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {machines.map((actor) => (
              <li key={actor.ref.sessionId}>
                <button type="button" aria-pressed={actor.ref.sessionId === chosen} onClick={() => setChosen(actor.ref.sessionId)}>
                  {nameOf(actor)}
                </button>{' '}
                <code>{devJson((actor.snapshot as { value?: unknown } | undefined)?.value)}</code>{' '}
                {statusOf(actor) === 'active' ? '' : `(${statusOf(actor)})`}
              </li>
            ))}
          </ul>
          {current ? <ActorDetails actor={current} /> : null}
        </>
      ) : null}
    </section>
  );
}

/** Mounts the panel in a React root of its own, outside the app's tree. */
export function mountDevPanel(registry: ActorRegistry): void {
  const host = document.createElement('div');
  host.id = DEV_PANEL_ID;
  document.body.append(host);
  createRoot(host).render(<DevPanel registry={registry} />);
}
