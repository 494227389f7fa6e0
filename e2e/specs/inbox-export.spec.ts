import { readFile } from 'node:fs/promises';
import { adminFetch, adminToken, createStaff, expect, signIn } from '../support/admin';
import { cmsApi, cmsUrl, screenshot, test } from '../support/fixtures';

const SUBMISSION = 'api::contact-submission.contact-submission';
const LIST = `/admin/content-manager/collection-types/${SUBMISSION}`;
const BOM = [0xef, 0xbb, 0xbf];

/** A message through the site's contact route, then its status set as a comercial would. */
async function message(
  token: string,
  values: { name: string; email: string; language: 'es' | 'en'; leadStatus: string },
): Promise<void> {
  const { leadStatus, ...data } = values;
  const stored = await cmsApi(`/api/contact-submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { ...data, message: 'Quiero saber más de la agencia.' } }),
  });
  expect(stored.status).toBe(201);
  const { documentId } = ((await stored.json()) as { data: { documentId: string } }).data;
  await adminFetch(token, `/content-manager/collection-types/${SUBMISSION}/${documentId}`, {
    method: 'PUT',
    body: JSON.stringify({ leadStatus }),
  });
}

// Desktop only: the journeys sign in to the admin and read the shared inbox. Strapi's admin is a
// heavy single-page app: three times the usual time, sized for a loaded 2-core machine (as
// admin.spec.ts).
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the admin journeys run once');
  test.slow();
});

test('a comercial exports the filtered contact list as CSV from the admin', async ({ page }) => {
  const token = await adminToken();
  const marker = `exp${Date.now().toString(36)}`;
  // Real addresses are long; the list must keep the status in view all the same.
  const email = (who: string) => `${who}.fernanda-${marker}@agencia-de-talentos-digitales.com.co`;
  await message(token, {
    name: `Ana ${marker}`,
    email: email('ana'),
    language: 'es',
    leadStatus: 'Calificado',
  });
  await message(token, {
    name: `Beto ${marker}`,
    email: email('beto'),
    language: 'es',
    leadStatus: 'Calificado',
  });
  await message(token, {
    name: `Caro ${marker}`,
    email: email('caro'),
    language: 'es',
    leadStatus: 'Nuevo',
  });
  await message(token, {
    name: `Dana ${marker}`,
    email: email('dana'),
    language: 'en',
    leadStatus: 'Calificado',
  });
  const comercial = await createStaff(token, 'Comercial', 'comercial');

  await signIn(page, comercial);
  // Qualified Spanish messages, searched by the marker: what the list's filter menu writes.
  const filter = new URLSearchParams({
    'filters[$and][0][leadStatus][$eq]': 'Calificado',
    'filters[$and][1][language][$eq]': 'es',
    _q: marker,
  });
  // A laptop's screen: what the team acts on is in view without scrolling sideways.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${cmsUrl()}${LIST}?${filter}`);
  await expect(page.getByText(`Ana ${marker}`)).toBeVisible();
  for (const column of ['Estado', 'Envío del correo']) {
    // Strapi's list is a grid: its header cells are grid cells of the first row.
    const header = await page.getByRole('gridcell', { name: column, exact: true }).boundingBox();
    expect(header, column).not.toBeNull();
    expect((header?.x ?? 0) + (header?.width ?? 0), column).toBeLessThanOrEqual(1440);
  }
  await expect(page.getByText(`Beto ${marker}`)).toBeVisible();
  await expect(page.getByText(`Caro ${marker}`)).toHaveCount(0);
  await screenshot(page, 'admin-contact-list-export');

  // A real button whose accessible name is its visible label.
  const exportButton = page.getByRole('button', { name: 'Exportar CSV', exact: true });
  await expect(exportButton).toHaveText('Exportar CSV');
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mensajes-de-contacto-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const [header, ...rows] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(header).toBe(
    '"Recibido (hora de Colombia)","Nombre","Correo","Interés","Idioma","Estado","Nota interna","Mensaje","Página","Origen","Campaña","Versión de la política","Autorización (hora de Colombia)","Envío del correo","Id"',
  );
  expect(rows).toHaveLength(2);
  // Newest first: Beto was written after Ana.
  expect(rows[0]).toContain(`"Beto ${marker}","${email('beto')}"`);
  expect(rows[1]).toContain(`"Ana ${marker}","${email('ana')}"`);
  for (const row of rows) expect(row).toContain('"es","Calificado"');

  // In English, the same button speaks English.
  await page.evaluate(() => window.localStorage.setItem('strapi-admin-language', 'en'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Export CSV', exact: true })).toHaveText(
    'Export CSV',
  );
});

test('a filter the export cannot apply is explained, and nothing is downloaded', async ({
  page,
}) => {
  const token = await adminToken();
  const comercial = await createStaff(token, 'Comercial', 'comercial-filter');
  await signIn(page, comercial);
  let downloads = 0;
  page.on('download', () => downloads++);
  const filter = new URLSearchParams({ 'filters[$and][0][pagePath][$eq]': '/contactanos' });
  await page.goto(`${cmsUrl()}${LIST}?${filter}`);
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  await expect(page.getByText(/La exportación no aplica el filtro por Página/)).toBeVisible();
  expect(downloads).toBe(0);
});

test('an editor, who may not read contact messages, gets no export button', async ({ page }) => {
  const token = await adminToken();
  const editor = await createStaff(token, 'Editor', 'editor');
  await signIn(page, editor);
  // Their own lists have no export button …
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::blog.blog`);
  await expect(page.getByRole('heading', { name: 'Entrada del blog' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toHaveCount(0);
  // … and the contact list is closed to them, button included.
  await page.goto(`${cmsUrl()}${LIST}`);
  await expect(
    page.getByText('No tienes los permisos para acceder a ese contenido.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toHaveCount(0);
});
