/** Builds Strapi 5 populate objects from schemas, so what a type returns follows its schema. */

type AttributeLike = { type: string; component?: string; components?: string[] };
export type SchemaLike = { attributes: Record<string, AttributeLike> };
export type GetComponent = (uid: string) => SchemaLike | undefined;

type PopulateValue =
  | true
  | '*'
  | { populate: PopulateMap | '*' }
  | { on: Record<string, { populate: PopulateMap | '*' }> };
export type PopulateMap = { [field: string]: PopulateValue };

const MAX_DEPTH = 6;

function componentPopulate(
  uid: string,
  getComponent: GetComponent,
  depth: number,
): { populate: PopulateMap | '*' } {
  const schema = getComponent(uid);
  if (!schema) throw new Error(`Unknown component '${uid}' while building populate`);
  const nested = deepPopulate(schema, getComponent, depth + 1);
  return { populate: Object.keys(nested).length > 0 ? nested : '*' };
}

/**
 * Media, components (nested) and dynamic zones (one `on` fragment per component). Relations are
 * left out on purpose: the public content has none, and admin relations must never leak.
 */
export function deepPopulate(
  schema: SchemaLike,
  getComponent: GetComponent,
  depth = 0,
): PopulateMap {
  if (depth > MAX_DEPTH) throw new Error('Components nest deeper than populate allows');
  const result: PopulateMap = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.type === 'media') {
      result[name] = true;
    } else if (attribute.type === 'component' && attribute.component) {
      result[name] = componentPopulate(attribute.component, getComponent, depth);
    } else if (attribute.type === 'dynamiczone' && attribute.components) {
      const on: Record<string, { populate: PopulateMap | '*' }> = {};
      for (const uid of attribute.components) on[uid] = componentPopulate(uid, getComponent, depth);
      result[name] = { on };
    }
  }
  return result;
}

/** Keeps only the listed top-level fields of a populate map. */
export function pickPopulate(map: PopulateMap, fields: readonly string[]): PopulateMap {
  return Object.fromEntries(Object.entries(map).filter(([field]) => fields.includes(field)));
}
