import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTENT_SCHEMAS,
  CONTENT_TYPES,
  PREVIEWS,
  siteReads,
  staffContent,
  VERSIONED_TYPES,
} from '@brilla/types';
import { describe, expect, it } from 'vitest';
import { missingLayouts } from '../src/bootstrap/editor-layout';
import { CMS_ROOT } from './helpers/strapi';

const MANIFEST = 'CONTENT_TYPES (packages/types/src/content-types.ts)';
const API = path.join(CMS_ROOT, 'src', 'api');
const COMPONENTS = path.join(CMS_ROOT, 'src', 'components');

type Schema = { kind?: string; options?: { draftAndPublish?: boolean } };

/** Every schema.json under src/api, by uid, as it is on disk now. */
function schemasOnDisk(): Map<string, { file: string; schema: Schema }> {
  const found = new Map<string, { file: string; schema: Schema }>();
  for (const api of readdirSync(API)) {
    const types = path.join(API, api, 'content-types');
    if (!existsSync(types)) continue;
    for (const name of readdirSync(types)) {
      const file = path.join(types, name, 'schema.json');
      const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
      found.set(`api::${api}.${name}`, { file: path.relative(CMS_ROOT, file), schema });
    }
  }
  return found;
}

const schemas = schemasOnDisk();
const manifest = Object.keys(CONTENT_TYPES);
const hasDrafts = (uid: string) => schemas.get(uid)?.schema.options?.draftAndPublish === true;
/** `api::blog.blog` → `blog`: the API folder (src/api/<api>) and file names. */
const apiName = (uid: string) => uid.slice('api::'.length, uid.indexOf('.'));

/**
 * One declaration of the content types (@brilla/types' CONTENT_TYPES, plus the schemas), from
 * which the roles, the web's tokens, the webhook, drafts, versions and preview derive: each
 * message says what to add, and where, when a type and its code disagree.
 */
describe('content types declared once', () => {
  it('has a manifest entry for every schema, and a schema for every entry', () => {
    const problems = [
      ...[...schemas].flatMap(([uid, { file }]) =>
        manifest.includes(uid)
          ? []
          : [
              `${file} has no entry in ${MANIFEST}: add '${uid}': { ... } (reads, preview, versioned, staff), then run \`pnpm generate:content-types\``,
            ],
      ),
      ...manifest.flatMap((uid) =>
        schemas.has(uid)
          ? []
          : [
              `${MANIFEST} lists ${uid}, which has no src/api/${apiName(uid)}/content-types/*/schema.json: remove the entry, then run \`pnpm generate:content-types\``,
            ],
      ),
    ];
    expect(problems).toEqual([]);
  });

  it("derives from the schemas' kind and drafts as they are now", () => {
    const stale = [...schemas].flatMap(([uid, { schema }]) => {
      const generated = (CONTENT_SCHEMAS as Record<string, unknown>)[uid];
      const now = { kind: schema.kind, draftAndPublish: schema.options?.draftAndPublish === true };
      return JSON.stringify(generated) === JSON.stringify(now)
        ? []
        : [
            `${uid}: packages/types/src/generated/content-schemas.ts is stale: run \`pnpm generate:content-types\` and commit it`,
          ];
    });
    expect(stale).toEqual([]);
  });

  it('gives every content type and component an editor layout', () => {
    const components = readdirSync(COMPONENTS).flatMap((category) =>
      readdirSync(path.join(COMPONENTS, category)).map(
        (file) => `${category}.${file.replace(/\.json$/, '')}`,
      ),
    );
    expect(missingLayouts([...schemas.keys(), ...components])).toEqual([]);
  });

  it('serves the reads of every public type through a read router and a controller', () => {
    const problems = manifest.flatMap((uid) => {
      const reads = siteReads(uid);
      if (reads.length === 0) return [];
      const name = apiName(uid);
      const routes = `src/api/${name}/routes/${name}.ts`;
      const controller = `src/api/${name}/controllers/${name}.ts`;
      const found: string[] = [];
      if (schemas.get(uid)?.schema.kind === 'singleType' && reads.includes('findOne'))
        found.push(`${uid} is a single type: its reads in ${MANIFEST} are ['find'] only`);
      if (!existsSync(path.join(CMS_ROOT, controller)))
        found.push(
          `${uid} is public (reads) but ${controller} is missing: add it, reading through findWith/findOneWith (copy src/api/blog/controllers/blog.ts)`,
        );
      const router = path.join(CMS_ROOT, routes);
      if (!existsSync(router) || !readFileSync(router, 'utf8').includes(`readRouter('${uid}')`))
        found.push(
          `${uid} is public (reads) but ${routes} does not export readRouter('${uid}'): add \`export default readRouter('${uid}');\` (copy src/api/blog/routes/blog.ts)`,
        );
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('lets the Autor write, and versions keep, only types with drafts', () => {
    const problems = [
      ...staffContent('Autor')
        .filter(([uid, access]) => access === 'write' && !hasDrafts(uid))
        .map(
          ([uid]) =>
            `${uid}: the Autor writes drafts for an Editor to publish, but ${schemas.get(uid)?.file} has no draftAndPublish (every save would be live): turn drafts on, or drop Autor from its staff in ${MANIFEST}`,
        ),
      ...VERSIONED_TYPES.filter((uid) => !hasDrafts(uid)).map(
        (uid) =>
          `${uid} is versioned, but versions are kept on publish and its schema has no draftAndPublish: turn drafts on, or drop versioned in ${MANIFEST}`,
      ),
    ];
    expect(problems).toEqual([]);
  });

  it('previews only types the site reads one by one', () => {
    const problems = PREVIEWS.filter(({ uid }) => !siteReads(uid).includes('findOne')).map(
      ({ uid }) =>
        `${uid} has a preview but the web cannot read one entry of it: add reads: ['find', 'findOne'] to its entry in ${MANIFEST}`,
    );
    expect(problems).toEqual([]);
    // The web's side (apps/web/app/features/preview/preview-routes.test.ts) checks the route.
  });
});
