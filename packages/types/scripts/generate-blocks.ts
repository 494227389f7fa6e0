// Writes src/generated/blocks.ts from the CMS: the page's `blocks` zone (BLOCK_COMPONENTS, in
// the zone's order) and the component JSON of each block and of the shared components they use.
// `pnpm generate:blocks` (write-blocks.ts) writes it; generate-blocks.test.ts fails when it is
// stale.
// JSON is read from disk, never imported: the package still depends on no app (decision 004).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryRoot } from './repository-root.ts';

const ROOT = repositoryRoot();
const CMS_DIR = `${ROOT}apps/cms/`;
export const OUTPUT = fileURLToPath(new URL('../src/generated/blocks.ts', import.meta.url));
const PAGE_SCHEMA = 'src/api/page/content-types/page/schema.json';
const COMPONENTS = 'src/components';

/** Type names that do not follow the rule (`blocks.x` → XBlock, `shared.y` → Y). */
const TYPE_NAMES: Record<string, string> = {
  // RichTextBlock is already a node of Strapi's rich text (strapi.ts).
  'blocks.rich-text': 'RichTextBlockComponent',
};

/** Contracts the JSON cannot state, kept as doc comments on the generated field. */
const FIELD_NOTES: Record<string, string> = {
  'blocks.hero.showBanners':
    'When true the hero shows the banner carousel (banners come from their own collection).',
  'blocks.hero.imageAlt':
    "Alt text in the entry's language; empty → the media's own (not localized) alt.",
  'blocks.hero.imageDecorative':
    'true: the image only adorns and is shown with alt="" (docs/decisions/022-cms-alt-text-or-decorative.md).',
  'shared.pricing-plan.features': 'One feature per line.',
};

/** Strapi attribute type → TypeScript type of its REST value (before null or array). */
const SCALARS: Record<string, string> = {
  string: 'string',
  text: 'string',
  richtext: 'string',
  email: 'string',
  blocks: 'RichText',
  integer: 'number',
  decimal: 'number',
  float: 'number',
  boolean: 'boolean',
  media: 'Media',
};

function format(source: string) {
  // The repository's formatter decides line breaks, so the file passes `pnpm lint` as written.
  // Named by its file name alone: one formatting for all TypeScript, and the path of a copy
  // (Stryker's sandbox in .stryker-tmp) may be one Biome ignores, echoing the text unformatted.
  return execFileSync(
    process.execPath,
    [
      `${ROOT}node_modules/@biomejs/biome/bin/biome`,
      'format',
      `--stdin-file-path=${basename(OUTPUT)}`,
    ],
    { input: source, cwd: ROOT, encoding: 'utf8' },
  );
}

/** A component attribute as the CMS's JSON declares it. */
type Attribute = {
  type: string;
  required?: boolean;
  repeatable?: boolean;
  multiple?: boolean;
  component?: string;
  components?: string[];
  enum?: string[];
};
type ComponentSchema = { info?: { displayName?: string }; attributes: Record<string, Attribute> };

export type CmsSchemas = {
  zone: string[];
  components: Map<string, ComponentSchema>;
  blockFiles: string[];
};

function readJson(path: string): unknown {
  try {
    // Stryker disable next-line StringLiteral: JSON.parse reads a Buffer as its UTF-8 text too
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${error instanceof Error ? error.message : error}`);
  }
}

/** Reads the page's blocks zone and every component JSON under src/components. */
export function loadCmsSchemas(cmsDir = CMS_DIR): CmsSchemas {
  const page = readJson(`${cmsDir}${PAGE_SCHEMA}`) as {
    attributes?: { blocks?: { components?: unknown } };
  };
  const zone = page.attributes?.blocks?.components;
  if (!Array.isArray(zone) || !zone.every((uid): uid is string => typeof uid === 'string')) {
    throw new Error(`${PAGE_SCHEMA} has no 'blocks' dynamic zone`);
  }
  const components: Map<string, ComponentSchema> = new Map();
  const blockFiles: string[] = [];
  // Node lists a folder's names sorted (libuv's scandir), so the order is the same everywhere.
  for (const category of readdirSync(`${cmsDir}${COMPONENTS}`)) {
    for (const file of readdirSync(`${cmsDir}${COMPONENTS}/${category}`)) {
      if (!file.endsWith('.json')) continue;
      const uid = `${category}.${file.slice(0, -'.json'.length)}`;
      // The CMS's own component files, in the shape Strapi requires.
      components.set(
        uid,
        readJson(`${cmsDir}${COMPONENTS}/${category}/${file}`) as ComponentSchema,
      );
      if (category === 'blocks') blockFiles.push(uid);
    }
  }
  return { zone, components, blockFiles };
}

function typeName(uid: string) {
  const named = TYPE_NAMES[uid];
  if (named) return named;
  // Stryker disable next-line StringLiteral: every uid here is <category>.<name>
  const [category, name = ''] = uid.split('.');
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter) => letter.toUpperCase());
  return category === 'blocks' ? `${pascal}Block` : pascal;
}

/**
 * @param owner component uid, for messages
 */
function fieldType(owner: string, field: string, attribute: Attribute) {
  const where = `${owner}.${field}`;
  if (attribute.type === 'component') {
    if (!attribute.component) throw new Error(`${where}: a component attribute names no component`);
    const name = typeName(attribute.component);
    // A repeatable component is always an array in REST, empty when the editor added none.
    if (attribute.repeatable) return `${name}[]`;
    return attribute.required ? name : `${name} | null`;
  }
  let type: string | undefined;
  if (attribute.type === 'enumeration') {
    if (!attribute.enum?.length) throw new Error(`${where}: an enumeration without values`);
    type = attribute.enum.map((value) => `'${value}'`).join(' | ');
  } else {
    type = SCALARS[attribute.type];
    if (!type) {
      throw new Error(
        `${where}: attribute type '${attribute.type}' has no TypeScript mapping; add it to SCALARS in packages/types/scripts/generate-blocks.ts`,
      );
    }
    if (attribute.type === 'media' && attribute.multiple) type = `${type}[]`;
  }
  return attribute.required ? type : `${type} | null`;
}

/**
 * The components a block list needs, shared ones first (sorted), then the blocks in zone order,
 * each with its JSON.
 */
function componentsInOrder({ zone, components, blockFiles }: CmsSchemas) {
  const problems: string[] = [];
  for (const uid of zone) {
    if (!uid.startsWith('blocks.'))
      problems.push(`the zone lists '${uid}', outside the blocks category`);
    else if (!components.has(uid)) {
      problems.push(
        `the zone lists '${uid}' but ${COMPONENTS}/blocks/${uid.slice(7)}.json is missing`,
      );
    }
  }
  for (const uid of blockFiles) {
    if (!zone.includes(uid)) {
      problems.push(
        `${COMPONENTS}/blocks/${uid.slice(7)}.json is not in the page's blocks zone (${PAGE_SCHEMA})`,
      );
    }
  }
  if (problems.length > 0) throw new Error(`CMS blocks disagree:\n- ${problems.join('\n- ')}`);

  const schemaOf = (uid: string): [string, ComponentSchema] => {
    const schema = components.get(uid);
    if (!schema) throw new Error(`'${uid}' is used but has no JSON under ${COMPONENTS}`);
    return [uid, schema];
  };
  const shared: Set<string> = new Set();
  const visit = (uid: string) => {
    for (const attribute of Object.values(schemaOf(uid)[1].attributes)) {
      if (
        // Stryker disable next-line ConditionalExpression: only a component attribute names one
        attribute.type === 'component' &&
        attribute.component &&
        !shared.has(attribute.component)
      ) {
        shared.add(attribute.component);
        visit(attribute.component);
      }
    }
  };
  for (const uid of zone) visit(uid);
  return [...[...shared].sort(), ...zone].map(schemaOf);
}

function renderType(uid: string, schema: ComponentSchema) {
  const isBlock = uid.startsWith('blocks.');
  const shown = schema.info?.displayName ? ` («${schema.info.displayName}» in the admin)` : '';
  const lines = [`/** \`${uid}\`${shown}. */`, `export type ${typeName(uid)} = {`];
  if (isBlock) lines.push(`  __component: '${uid}';`, '  id: number;');
  else lines.push('  id?: number;');
  for (const [field, attribute] of Object.entries(schema.attributes)) {
    const note = FIELD_NOTES[`${uid}.${field}`];
    if (note) lines.push(`  /** ${note} */`);
    lines.push(`  ${field}: ${fieldType(uid, field, attribute)};`);
  }
  lines.push('};');
  return lines.join('\n');
}

/**
 * The generated file's text, formatted as the repository formats TypeScript.
 */
export function renderBlocks(schemas: CmsSchemas) {
  const source = componentsInOrder(schemas)
    .map(([uid, schema]) => renderType(uid, schema))
    .join('\n\n');
  const used = ['Media', 'RichText'].filter((name) => new RegExp(`: ${name}\\b`).test(source));
  const members = schemas.zone.map((uid) => `  | ${typeName(uid)}`);
  const names = schemas.zone.map((uid) => `  '${uid}',`);
  // Stryker disable next-line StringLiteral: the formatter (format) decides the line breaks
  const blocks = members.join('\n');
  // Stryker disable next-line StringLiteral: the formatter (format) decides the line breaks
  const list = names.join('\n');
  return format(
    `${[
      '// Generated by packages/types/scripts/generate-blocks.ts from the CMS component JSON',
      "// (apps/cms/src/components) and the page's blocks zone. Do not edit: change the CMS JSON and",
      '// run `pnpm generate:blocks`.',
      ...(used.length > 0 ? [`import type { ${used.join(', ')} } from '../strapi.js';`] : []),
      '',
      source,
      '',
      "/** Components of the page's `blocks` dynamic zone. */",
      `export type Block =\n${blocks};`,
      '',
      "export type BlockComponent = Block['__component'];",
      '',
      "/** Every block component name, in the zone's order. */",
      `export const BLOCK_COMPONENTS = [\n${list}\n] as const satisfies readonly BlockComponent[];`,
    ].join('\n')}\n`,
  );
}
