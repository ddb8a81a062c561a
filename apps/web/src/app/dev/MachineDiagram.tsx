import { renderMermaidSVG } from 'beautiful-mermaid';
import { useMemo } from 'react';

/** The renderer's SVG asks Google Fonts for its font (`@import`): dropped, the page's system font is used. */
export const offline = (svg: string): string => svg.replace(/@import url\([^)]*\);?/g, '');

/**
 * A statechart (Mermaid text from `statechart()`), drawn in the browser by a bundled renderer
 * (beautiful-mermaid: no network, no DOM measuring), with the states in `active` highlighted.
 * Used by Storybook's machines pages and the `?inspect` dev panel (dev builds only).
 */
export function MachineDiagram({ source, title, active = [] }: { source: string; title: string; active?: readonly string[] }) {
  const svg = useMemo(() => offline(renderMermaidSVG(source, { font: 'system-ui' })), [source]);
  const highlight = active
    .map((id) => `[data-id="${CSS.escape(id)}"] > rect { fill: #ffe58f; stroke: #d48806; stroke-width: 2px; }`)
    .join('\n');
  return (
    <figure style={{ margin: 0, overflowX: 'auto' }}>
      {highlight ? <style>{highlight}</style> : null}
      <div role="img" aria-label={`Диаграмма состояний: ${title}`} dangerouslySetInnerHTML={{ __html: svg }} />
    </figure>
  );
}
