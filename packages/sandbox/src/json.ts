/**
 * JSON bodies as a backend would take them: nesting is limited before anything parses or walks
 * the body (20 000 nested levels overflowed the stack of the handlers' recursive helpers: a 500).
 * Real payloads nest a few levels; 64 is far beyond any call of the spec.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` nests arrays/objects deeper than `max`, by one pass over it (strings skipped). */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > max) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

/** `JSON.parse` with the depth limit; `what` names the body in the message ('the body of menu/full'). */
export function parseJson(text: string, what: string): ParsedJson {
  if (nestsDeeperThan(text)) return { ok: false, message: `sandbox: ${what} nests deeper than ${MAX_JSON_DEPTH} levels` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `sandbox: ${what} is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}
