/**
 * A client's activity status (personal-cabinet §1, §3 profile `activity_status`): the profile
 * schema's picklist names the same five; domain/ imports nothing of ours, so the list is here too.
 */
export type ActivityStatus = 'new' | 'unauthorized' | 'old' | 'freshly_active' | 'second_order_active';

/**
 * The marketing configuration tree (personal-cabinet §1, §3 Marketing config, §4, §5): pure
 * functions only. Content on landings and in the cabinet comes from the parameters of the nodes
 * whose rules match the visitor's context (device, business product, target, menu type, city and
 * activity status).
 *
 * Choices where the spec is silent (also in the SDK README):
 * - A node is active when it has no rules or at least one of its rules applies; an inactive node
 *   hides its whole subtree. Parameters are inherited: a node's parameters are its parent's,
 *   overlaid by each applying rule's parameters in order (a later rule wins).
 * - The resolved tree is a flat map `path → parameters`, the path being the node names joined by
 *   '/', so a screen asks for `landing/hero` without walking the tree.
 * - Trees are layered: `merged` = global ⊕ base ⊕ promotion ⊕ customization (a later layer wins
 *   key by key within a path).
 */

/** The context keys rules filter on. */
export const CONFIG_FILTER_KEYS = ['device', 'businessProduct', 'target', 'menuType', 'city', 'activityStatus'] as const;
export type ConfigFilterKey = (typeof CONFIG_FILTER_KEYS)[number];
/** The word that lets any value through a filter. */
export const ANY = 'any';

/** What the visitor is: each value a string (a city by its id), or several. */
export type MarketingContext = Readonly<Partial<Record<string, string | readonly string[]>>>;
export type ConfigParameters = Readonly<Record<string, unknown>>;

export interface ConfigRule {
  /** Key → allowed values (`any` allows every value). */
  readonly subspaceFilters: Readonly<Record<string, readonly string[]>>;
  readonly parameters: ConfigParameters;
}

export interface ConfigNode {
  readonly name: string;
  readonly rules: readonly ConfigRule[];
  readonly children?: readonly ConfigNode[];
}

/** The resolved configuration: node path (names joined by '/') → its effective parameters. */
export type ResolvedConfig = Readonly<Record<string, ConfigParameters>>;

/**
 * §5: a rule applies when every filter key exists in the context and each context value is in
 * the allowed list, unless the list contains `any` (the key must still exist).
 */
export function ruleApplies(filters: ConfigRule['subspaceFilters'], context: MarketingContext): boolean {
  return Object.entries(filters).every(([key, allowed]) => {
    const value = context[key];
    if (value === undefined) return false;
    if (allowed.includes(ANY)) return true;
    const values: readonly string[] = typeof value === 'string' ? [value] : value;
    return values.every((one) => allowed.includes(one));
  });
}

/** Resolves one tree for a context: the active nodes with their inherited, overlaid parameters. */
export function resolveTree(nodes: readonly ConfigNode[], context: MarketingContext): ResolvedConfig {
  const out: Record<string, ConfigParameters> = {};
  const walk = (list: readonly ConfigNode[], prefix: string, inherited: ConfigParameters) => {
    for (const node of list) {
      const applying = node.rules.filter((rule) => ruleApplies(rule.subspaceFilters, context));
      if (node.rules.length > 0 && applying.length === 0) continue;
      const parameters = applying.reduce<ConfigParameters>((acc, rule) => ({ ...acc, ...rule.parameters }), inherited);
      const path = prefix ? `${prefix}/${node.name}` : node.name;
      out[path] = parameters;
      if (node.children) walk(node.children, path, parameters);
    }
  };
  walk(nodes, '', {});
  return out;
}

/** The trees of §3 that come as nodes; `merged` is what `resolveConfig` computes from them. */
export interface ConfigTrees {
  readonly global?: readonly ConfigNode[];
  readonly base?: readonly ConfigNode[];
  readonly promotion?: readonly ConfigNode[];
  readonly customization?: readonly ConfigNode[];
}

const LAYERS = ['global', 'base', 'promotion', 'customization'] as const;

/** Overlays resolved configs path by path, key by key (a later one wins). */
export function overlayConfigs(...configs: readonly ResolvedConfig[]): ResolvedConfig {
  const out: Record<string, ConfigParameters> = {};
  for (const config of configs) {
    for (const [path, parameters] of Object.entries(config)) out[path] = { ...out[path], ...parameters };
  }
  return out;
}

/** Every tree resolved for the context, and `merged` = global ⊕ base ⊕ promotion ⊕ customization. */
export function resolveConfig(
  trees: ConfigTrees,
  context: MarketingContext,
): Readonly<Record<(typeof LAYERS)[number] | 'merged', ResolvedConfig>> {
  const [global, base, promotion, customization] = LAYERS.map((layer) => resolveTree(trees[layer] ?? [], context)) as [
    ResolvedConfig,
    ResolvedConfig,
    ResolvedConfig,
    ResolvedConfig,
  ];
  return { global, base, promotion, customization, merged: overlayConfigs(global, base, promotion, customization) };
}

/** A string parameter of a resolved path, or `undefined` (content never shows a non-string). */
export function configText(config: ResolvedConfig, path: string, key: string): string | undefined {
  const value = config[path]?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const ACTIVITY_STATUSES: readonly ActivityStatus[] = ['new', 'unauthorized', 'old', 'freshly_active', 'second_order_active'];

/** §1: the activity status the rules see — `force_as` when it names a status, else the client's. */
export function effectiveActivityStatus(clientStatus: ActivityStatus | undefined, forceAs: string | null | undefined): ActivityStatus {
  const forced = ACTIVITY_STATUSES.find((status) => status === forceAs);
  return forced ?? clientStatus ?? 'unauthorized';
}

/** Preview of one config (`marketing/config-preview/{id}`): replaces the tree of its activity type. */
export interface ConfigPreview {
  readonly id: number;
  /** 1 base, 2 promo, 3 customization (ACTIVITY_TYPE). */
  readonly activity_type_id: number;
  readonly nodes: readonly ConfigNode[];
}

export function applyPreview(trees: ConfigTrees, preview: ConfigPreview | undefined): ConfigTrees {
  if (!preview) return trees;
  const layer = ({ 1: 'base', 2: 'promotion', 3: 'customization' } as const)[preview.activity_type_id as 1 | 2 | 3];
  return layer ? { ...trees, [layer]: preview.nodes } : trees;
}

/** A dated entry of a VCP config (a customisation or a promotion): active within [start, end]. */
export interface DatedConfig {
  readonly id: number;
  /** ISO date or date-time; a date without time means the whole day, in the service's zone. */
  readonly start: string;
  readonly end: string;
}

const dayStart = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00+03:00` : value);
const dayEnd = (value: string) => Date.parse(value.length === 10 ? `${value}T23:59:59.999+03:00` : value);

/** §4: a customisation (or promotion) is active only within its start/end window. */
export function isActiveAt(entry: DatedConfig, now: number): boolean {
  const start = dayStart(entry.start);
  const end = dayEnd(entry.end);
  return Number.isFinite(start) && Number.isFinite(end) && start <= now && now <= end;
}

/** The first entry active now, or `undefined` (outside its window a customisation is cleared). */
export function activeEntry<T extends DatedConfig>(entries: readonly T[], now: number): T | undefined {
  return entries.find((entry) => isActiveAt(entry, now));
}

/** §4: the customisation cookie's lifetime from `expireTime`. */
export type CustomizationCookieLifetime =
  | { readonly kind: 'days'; readonly days: number }
  | { readonly kind: 'session' }
  /** No cookie, and the `cmz` parameter is removed. */
  | { readonly kind: 'none' };

export function customizationCookieLifetime(expireTime: number | null | undefined): CustomizationCookieLifetime {
  if (expireTime === null || expireTime === undefined || !Number.isFinite(expireTime)) return { kind: 'days', days: 1 };
  if (expireTime > 0) return { kind: 'days', days: expireTime };
  if (expireTime === 0) return { kind: 'session' };
  return { kind: 'none' };
}

/** Promo offer conditions (§3): where an offer applies and what it takes off. */
export interface PromoConditions {
  readonly menuTypes?: readonly string[];
  readonly mealDays?: readonly number[];
  readonly absoluteDiscount?: number;
  readonly percentDiscount?: number;
  readonly mealdaysDiscount?: number;
  readonly promocode?: string;
}

/** An offer applies to a menu type and a number of days its lists allow (an absent or empty list allows any). */
export function promoApplies(conditions: PromoConditions, order: { menuType: string; mealDays: number }): boolean {
  const typeOk = !conditions.menuTypes?.length || conditions.menuTypes.includes(order.menuType);
  const daysOk = !conditions.mealDays?.length || conditions.mealDays.includes(order.mealDays);
  return typeOk && daysOk;
}

/**
 * The discount of an applying offer, in roubles, never more than the price: absolute, then
 * percent of the price, then free meal days at the price of a day (each present one counts).
 */
export function promoDiscount(conditions: PromoConditions, order: { price: number; mealDays: number }): number {
  if (order.price <= 0 || order.mealDays <= 0) return 0;
  const perDay = order.price / order.mealDays;
  const discount =
    Math.max(0, conditions.absoluteDiscount ?? 0) +
    (order.price * Math.min(100, Math.max(0, conditions.percentDiscount ?? 0))) / 100 +
    perDay * Math.min(order.mealDays, Math.max(0, conditions.mealdaysDiscount ?? 0));
  return Math.min(order.price, Math.round(discount));
}
