import type { Language } from '@brilla/i18n';
import type { FieldProblem } from './validation-error';

type Json = Record<string, unknown>;
type Attribute = { type: string; component?: string; components?: string[]; repeatable?: boolean };
export type ImageSchema = {
  info?: { displayName?: string };
  attributes: Record<string, Attribute>;
};
/** Where the rule looks up a component's schema, and the label editors see for a field. */
export type ImageSchemas = {
  component: (uid: string) => ImageSchema | undefined;
  label: (uid: string, field: string) => string;
};

const MESSAGES = {
  es: {
    languages: { es: 'español', en: 'inglés' },
    block: (index: number, name: string) => `Bloque ${index} (${name})`,
    item: (name: string, index: number) => `${name} ${index}`,
    missing: (where: string, language: string) =>
      `${where}: falta el texto alternativo en ${language}. Escribe qué muestra la imagen, o márcala como decorativa si solo adorna.`,
  },
  en: {
    languages: { es: 'Spanish', en: 'English' },
    block: (index: number, name: string) => `Block ${index} (${name})`,
    item: (name: string, index: number) => `${name} ${index}`,
    missing: (where: string, language: string) =>
      `${where}: the alt text in ${language} is missing. Write what the image shows, or mark it decorative if it only adorns.`,
  },
} as const;

const hasImage = (value: unknown) =>
  value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Found = { path: Array<string | number>; where: string[] };

/**
 * The images shown on the site are the media fields with a `<field>Decorative` mark beside their
 * `<field>Alt` (docs/decisions/022-cms-alt-text-or-decorative.md); the SEO image has none.
 */
function missingIn(
  entry: Json,
  uid: string,
  schema: ImageSchema,
  schemas: ImageSchemas,
  language: Language,
  at: Found,
): Found[] {
  const t = MESSAGES[language];
  return Object.entries(schema.attributes).flatMap(([field, attribute]): Found[] => {
    const value = entry[field];
    if (attribute.type === 'media' && `${field}Decorative` in schema.attributes) {
      const described = hasText(entry[`${field}Alt`]) || entry[`${field}Decorative`] === true;
      if (!hasImage(value) || described) return [];
      return [
        {
          path: [...at.path, `${field}Alt`],
          where: [...at.where, schemas.label(uid, field)],
        },
      ];
    }
    const inside = (item: unknown, component: string | undefined, step: Found): Found[] => {
      const nested = component ? schemas.component(component) : undefined;
      return isJson(item) && component && nested
        ? missingIn(item, component, nested, schemas, language, step)
        : [];
    };
    if (attribute.type === 'component') {
      if (!attribute.repeatable) {
        return inside(value, attribute.component, {
          path: [...at.path, field],
          where: [...at.where, schemas.label(uid, field)],
        });
      }
      // Each item by its kind's name and place: «Persona del equipo 2».
      // Stryker disable next-line StringLiteral: any name of no component finds no schema, as '' does.
      const name = schemas.component(attribute.component ?? '')?.info?.displayName ?? field;
      // Stryker disable next-line ArrayDeclaration: an item that is no object (as the mutant's string) has no images, so [] and it find the same.
      return (Array.isArray(value) ? value : []).flatMap((item, index) =>
        inside(item, attribute.component, {
          path: [...at.path, field, index],
          where: [...at.where, t.item(name, index + 1)],
        }),
      );
    }
    if (attribute.type === 'dynamiczone') {
      // Stryker disable next-line ArrayDeclaration: a block that is no object (as the mutant's string) has no images, so [] and it find the same.
      return (Array.isArray(value) ? value : []).flatMap((item, index) => {
        const component = isJson(item) ? item.__component : undefined;
        // Stryker disable next-line ConditionalExpression: a block without a component name is skipped by inside() all the same (no component, no schema).
        if (typeof component !== 'string') return [];
        const name = schemas.component(component)?.info?.displayName ?? component;
        return inside(item, component, {
          path: [...at.path, field, index],
          where: [...at.where, t.block(index + 1, name)],
        });
      });
    }
    return [];
  });
}

/**
 * Every image of `entry` (a `uid` entry in `locale`, components and blocks included) shown
 * without alt text in that language and not marked decorative, each named as the editor finds
 * it (block, item, field) in the admin's `language`, at its alt field's path.
 */
export function imagesWithoutAlt(
  entry: Json,
  uid: string,
  schema: ImageSchema,
  schemas: ImageSchemas,
  locale: Language,
  language: Language,
): FieldProblem[] {
  const t = MESSAGES[language];
  return missingIn(entry, uid, schema, schemas, language, { path: [], where: [] }).map(
    ({ path, where }) => ({ path, message: t.missing(where.join(', '), t.languages[locale]) }),
  );
}
