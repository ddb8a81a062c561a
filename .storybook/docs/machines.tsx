/** @jsxRuntime automatic */
import { MachineDiagram } from '../../apps/web/src/app/dev/MachineDiagram';
import areas from '../../docs/machines/areas.json';

/** The generated statecharts (docs/machines/*.mmd, `pnpm run diagrams`), bundled as text. */
const sources = import.meta.glob<string>('../../docs/machines/*.mmd', { query: '?raw', import: 'default', eager: true });
const sourceOf = (id: string) => sources[`../../docs/machines/${id}.mmd`] ?? '';

/** One machine's generated statechart, drawn offline. */
export function Machine({ id }: { id: string }) {
  return <MachineDiagram source={sourceOf(id)} title={id} />;
}

/** Every machine of an area (as docs/machines/areas.json lists them), each with its diagram under its own heading. */
export function AreaMachines({ area }: { area: keyof typeof areas }) {
  const ids: string[] = areas[area];
  return (
    <>
      <ul>
        {ids.map((id) => (
          <li key={id}>
            <a href={`#machine-${id}`}>{id}</a>
          </li>
        ))}
      </ul>
      {ids.map((id) => (
        <section key={id} aria-labelledby={`machine-${id}`}>
          <h2 id={`machine-${id}`}>{id}</h2>
          <p>
            Source: <code>docs/machines/{id}.mmd</code>, generated from the machine definition.
          </p>
          <Machine id={id} />
        </section>
      ))}
    </>
  );
}
