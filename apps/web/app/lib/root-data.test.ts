import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildSiteSetting } from '../../test/mocks/factories';
import { type RootData, useSiteSetting, useSiteUrl } from './root-data';

/** Shows the e-mail of the site settings a component under the root reads, or "none". */
function Email() {
  return createElement('p', null, useSiteSetting()?.contactEmail ?? 'none');
}

/** Shows the site's origin a component under the root reads, or "no origin". */
function Origin() {
  return createElement('p', null, useSiteUrl() || 'no origin');
}

/** The root's own view reads them too, above the route it shows. */
function Root() {
  return createElement(
    'main',
    null,
    createElement(Email),
    createElement(Origin),
    createElement(Outlet),
  );
}

function renderUnderRoot(root: Partial<RootData>, childId = 'page') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: Root,
      children: [{ id: childId, index: true, loader: () => ({ setting: null }), Component: Email }],
    },
  ]);
  render(
    createElement(Stub, {
      initialEntries: ['/'],
      hydrationData: { loaderData: { root, [childId]: { setting: null } } },
    }),
  );
}

describe('useSiteSetting', () => {
  it("reads the root loader's site settings, in the root and any route under it", async () => {
    renderUnderRoot({ setting: buildSiteSetting({ contactEmail: 'hola@brilla.example' }) });
    expect(await screen.findAllByText('hola@brilla.example')).toHaveLength(2);
  });

  it('is null when the CMS has no site settings', async () => {
    renderUnderRoot({ setting: null });
    expect(await screen.findAllByText('none')).toHaveLength(2);
  });
});

describe('useSiteUrl', () => {
  it("reads the root loader's public origin", async () => {
    renderUnderRoot({ setting: null, siteUrl: 'https://brilla.example' });
    expect(await screen.findAllByText('https://brilla.example')).toHaveLength(1);
  });

  it('is empty while the root has no origin', async () => {
    renderUnderRoot({ setting: null });
    expect(await screen.findAllByText('no origin')).toHaveLength(1);
  });

  it('is empty in a view the root loader did not answer for', async () => {
    const Stub = createRoutesStub([{ id: 'page', path: '/', Component: Origin }]);
    render(createElement(Stub, { initialEntries: ['/'] }));
    expect(await screen.findByText('no origin')).toBeTruthy();
  });
});
