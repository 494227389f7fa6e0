/**
 * A published version as data, and back: what is kept of a published page or post (every field,
 * components and dynamic-zone blocks with their fields, media by id, relations by documentId),
 * the populate that reads it, the data that writes it into a draft again, and the short summary
 * the admin's panel shows. Pure: the schemas come through `getModel`, what still exists through
 * `Existing`, so the rules are tested without a CMS (snapshot.test.ts).
 */

type Attribute = {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
  relation?: string;
  target?: string;
  visible?: boolean;
};
export type Model = { attributes: Record<string, Attribute>; info?: { displayName?: string } };
export type GetModel = (uid: string) => Model | undefined;

type Json = Record<string, unknown>;
/** A media file as kept: its id (what restoring writes) and its name (what staff read). */
type MediaRef = { id: number; name: string };
/** A related entry as kept: its document, and its language when the target has languages. */
export type RelationRef = { documentId: string; locale?: string };
/** The fields of a published version, as `toSnapshot` keeps them. */
export type Snapshot = Json;

/** Strapi's own fields: which document, language, state and who; never content to restore. */
const NOT_CONTENT = new Set([
  'id',
  'documentId',
  'locale',
  'localizations',
  'publishedAt',
  'firstPublishedAt',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
]);
const MANY = new Set(['oneToMany', 'manyToMany', 'manyWay']);
const MAX_DEPTH = 8;

const modelOf = (getModel: GetModel, uid: string): Model => {
  const model = getModel(uid);
  if (!model) throw new Error(`Unknown model '${uid}'`);
  return model;
};

/** A relation a version keeps: shown in the admin, not polymorphic (Strapi's own links are not content). */
function keptRelation(attribute: Attribute): attribute is Attribute & { target: string } {
  return (
    attribute.type === 'relation' &&
    typeof attribute.target === 'string' &&
    attribute.visible !== false &&
    !String(attribute.relation ?? '').startsWith('morph')
  );
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The database populate (`strapi.db.query`) that reads everything a version keeps. */
export function snapshotPopulate(uid: string, getModel: GetModel, depth = 0): Json {
  if (depth > MAX_DEPTH) throw new Error('Components nest deeper than a version keeps');
  const populate: Json = {};
  for (const [name, attribute] of Object.entries(modelOf(getModel, uid).attributes)) {
    if (NOT_CONTENT.has(name)) continue;
    if (attribute.type === 'media') {
      populate[name] = { select: ['id', 'name'] };
    } else if (keptRelation(attribute)) {
      const localized = 'locale' in modelOf(getModel, attribute.target).attributes;
      populate[name] = { select: ['id', 'documentId', ...(localized ? ['locale'] : [])] };
    } else if (attribute.type === 'component' && attribute.component) {
      populate[name] = { populate: snapshotPopulate(attribute.component, getModel, depth + 1) };
    } else if (attribute.type === 'dynamiczone') {
      const on: Json = {};
      for (const component of attribute.components ?? []) {
        on[component] = { populate: snapshotPopulate(component, getModel, depth + 1) };
      }
      populate[name] = { on };
    }
  }
  return populate;
}

const mediaRef = (value: Json): MediaRef => ({ id: Number(value.id), name: String(value.name) });
const relationRef = (value: Json): RelationRef => ({
  documentId: String(value.documentId),
  ...(typeof value.locale === 'string' ? { locale: value.locale } : {}),
});

/** The fields of a row read with `snapshotPopulate`, as a version keeps them (no ids of parts). */
export function toSnapshot(row: Json, uid: string, getModel: GetModel): Snapshot {
  const kept: Snapshot = {};
  for (const [name, attribute] of Object.entries(modelOf(getModel, uid).attributes)) {
    if (NOT_CONTENT.has(name) || !(name in row)) continue;
    const value = row[name];
    switch (attribute.type) {
      case 'media':
        kept[name] = attribute.multiple
          ? list(value).filter(isObject).map(mediaRef)
          : isObject(value)
            ? mediaRef(value)
            : null;
        break;
      case 'relation':
        if (!keptRelation(attribute)) break;
        kept[name] = MANY.has(String(attribute.relation))
          ? list(value).filter(isObject).map(relationRef)
          : isObject(value)
            ? relationRef(value)
            : null;
        break;
      case 'component': {
        const component = attribute.component as string;
        kept[name] = attribute.repeatable
          ? list(value)
              .filter(isObject)
              .map((item) => toSnapshot(item, component, getModel))
          : isObject(value)
            ? toSnapshot(value, component, getModel)
            : null;
        break;
      }
      case 'dynamiczone':
        kept[name] = list(value)
          .filter(isObject)
          .filter((item) => typeof item.__component === 'string')
          .map((item) => ({
            __component: item.__component,
            ...toSnapshot(item, item.__component as string, getModel),
          }));
        break;
      default:
        kept[name] = value;
    }
  }
  return kept;
}

/** What a version refers to, to look up which of it still exists before restoring. */
export type References = { media: Set<number>; documents: Map<string, Set<string>> };

export function references(snapshot: Snapshot, uid: string, getModel: GetModel): References {
  const found: References = { media: new Set(), documents: new Map() };
  const walk = (data: Json, modelUid: string) => {
    const model = getModel(modelUid);
    if (!model) return;
    for (const [name, attribute] of Object.entries(model.attributes)) {
      const value = data[name];
      if (value === undefined || value === null) continue;
      const items = Array.isArray(value) ? value.filter(isObject) : isObject(value) ? [value] : [];
      if (attribute.type === 'media') {
        for (const item of items) found.media.add(Number(item.id));
      } else if (keptRelation(attribute)) {
        const ids = found.documents.get(attribute.target) ?? new Set<string>();
        for (const item of items) ids.add(String(item.documentId));
        found.documents.set(attribute.target, ids);
      } else if (attribute.type === 'component' && attribute.component) {
        for (const item of items) walk(item, attribute.component);
      } else if (attribute.type === 'dynamiczone') {
        for (const item of items) {
          if (typeof item.__component === 'string') walk(item, item.__component);
        }
      }
    }
  };
  walk(snapshot, uid);
  return found;
}

/** Which of a version's media files and related entries still exist. */
export type Existing = {
  media: (id: number) => boolean;
  document: (target: string, ref: RelationRef) => boolean;
};

/** Something a version had that restoring could not bring back, for the admin to say so. */
export type Dropped =
  | { kind: 'media'; name: string }
  | { kind: 'relation'; documentId: string }
  | { kind: 'block'; component: string };

/**
 * The data that writes a version into a draft (Document Service `update`): its fields as they
 * were; components and blocks without ids, so they are created anew, blocks keeping their
 * `__component`; media by id and relations by documentId, leaving out those that no longer exist
 * and blocks whose kind the zone no longer takes (each listed in `dropped`). Fields added to the
 * type since are not in the version and stay as the draft has them; fields since removed are
 * ignored.
 */
export function restoreData(
  snapshot: Snapshot,
  uid: string,
  getModel: GetModel,
  existing: Existing,
): { data: Json; dropped: Dropped[] } {
  const dropped: Dropped[] = [];
  const build = (data: Json, modelUid: string): Json => {
    const out: Json = {};
    for (const [name, attribute] of Object.entries(modelOf(getModel, modelUid).attributes)) {
      if (NOT_CONTENT.has(name) || !(name in data)) continue;
      const value = data[name];
      switch (attribute.type) {
        case 'media': {
          const files = (Array.isArray(value) ? value : value ? [value] : []).filter(isObject);
          const kept = files.filter((file) => {
            const exists = existing.media(Number(file.id));
            if (!exists) dropped.push({ kind: 'media', name: String(file.name) });
            return exists;
          });
          const ids = kept.map((file) => Number(file.id));
          out[name] = attribute.multiple ? ids : (ids[0] ?? null);
          break;
        }
        case 'relation': {
          if (!keptRelation(attribute)) break;
          const refs = (Array.isArray(value) ? value : value ? [value] : [])
            .filter(isObject)
            .map(relationRef);
          const kept = refs.filter((ref) => {
            const exists = existing.document(attribute.target, ref);
            if (!exists) dropped.push({ kind: 'relation', documentId: ref.documentId });
            return exists;
          });
          out[name] = { set: kept };
          break;
        }
        case 'component': {
          const component = attribute.component as string;
          if (attribute.repeatable) {
            out[name] = list(value)
              .filter(isObject)
              .map((item) => build(item, component));
          } else {
            out[name] = isObject(value) ? build(value, component) : null;
          }
          break;
        }
        case 'dynamiczone': {
          const allowed = new Set(attribute.components ?? []);
          out[name] = list(value)
            .filter(isObject)
            .filter((item) => {
              const component = String(item.__component);
              const fits = allowed.has(component) && getModel(component) !== undefined;
              if (!fits) dropped.push({ kind: 'block', component });
              return fits;
            })
            .map((item) => ({
              __component: item.__component,
              ...build(item, item.__component as string),
            }));
          break;
        }
        default:
          out[name] = value;
      }
    }
    return out;
  };
  return { data: build(snapshot, uid), dropped };
}

/** What the admin's panel shows of a version (or of the draft), to compare at a glance. */
export type Summary = {
  title: string | null;
  slug: string | null;
  /** The post's summary (`excerpt`), or else the page's search-engine description. */
  summary: string | null;
  /** One line per block: its kind (the component's name in the admin) and its title. */
  blocks: string[];
  /** The text of the rich-text fields (a post's body), shortened. */
  text: string | null;
  /** The media files it shows, by name. */
  files: string[];
};

const TEXT_MAX = 280;
const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The words of a rich-text (`blocks`) value. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(' ');
  if (!isObject(value)) return '';
  if (typeof value.text === 'string') return value.text;
  return plainText(value.children);
}

export function summarize(snapshot: Snapshot, uid: string, getModel: GetModel): Summary {
  const model = modelOf(getModel, uid);
  const seo = isObject(snapshot.seo) ? snapshot.seo : {};
  const blocks: string[] = [];
  const texts: string[] = [];
  const files: string[] = [];
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (attribute.type === 'dynamiczone') {
      for (const item of list(snapshot[name]).filter(isObject)) {
        const kind =
          getModel(String(item.__component))?.info?.displayName ?? String(item.__component);
        const title = textOrNull(item.title);
        blocks.push(title ? `${kind}: ${title}` : kind);
      }
    } else if (attribute.type === 'blocks') {
      const text = plainText(snapshot[name]).replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
  }
  const collectFiles = (data: unknown, modelUid: string) => {
    const current = getModel(modelUid);
    if (!current || !isObject(data)) return;
    for (const [name, attribute] of Object.entries(current.attributes)) {
      const value = data[name];
      const items = Array.isArray(value) ? value.filter(isObject) : isObject(value) ? [value] : [];
      if (attribute.type === 'media') files.push(...items.map((item) => String(item.name)));
      else if (attribute.type === 'component' && attribute.component) {
        for (const item of items) collectFiles(item, attribute.component);
      } else if (attribute.type === 'dynamiczone') {
        for (const item of items) collectFiles(item, String(item.__component));
      }
    }
  };
  collectFiles(snapshot, uid);
  const text = texts.join(' ');
  return {
    title: textOrNull(snapshot.title),
    slug: textOrNull(snapshot.slug),
    summary: textOrNull(snapshot.excerpt) ?? textOrNull(seo.metaDescription),
    blocks,
    text: text ? (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text) : null,
    files: [...new Set(files)],
  };
}
