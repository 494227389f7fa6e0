// @vitest-environment node
import { PREVIEWS } from '@brilla/types';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '~/routes';

/** Every mounted path of the route config, nested layouts included. */
function paths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path === undefined ? [] : [entry.path]),
    ...paths(entry.children ?? []),
  ]);
}

describe('preview routes', () => {
  it("mounts, in both languages, the route of every type the CMS previews (@brilla/types' CONTENT_TYPES)", async () => {
    const mounted = paths(await routes);
    for (const { uid, route } of PREVIEWS) {
      for (const path of [route, `en/${route}`]) {
        expect(
          mounted,
          `${uid} is previewed at '${route}' but app/routes.ts mounts no '${path}': add the route to languageRoutes (CONTRIBUTING.md "Add a page type", step 3), or fix preview.route in packages/types/src/content-types.ts`,
        ).toContain(path);
      }
    }
  });
});
