import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parties, projects } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signInAs } from '../../test/factories';
import { ENTRY_643, editedPage } from '../../test/placsp-pages';
import { hasSharedData } from '../../test/shared-data';
import { importSource } from './import-source';

const withData = describe.skipIf(!hasSharedData('placsp'));

const ENTRY = `${ENTRY_643}19900639`;
const FIRST_DOCUMENT =
  'https://contrataciondelestado.es/FileSystem/servlet/GetDocumentByIdServlet?cifrado=QUC1GjXXSiLkydRHJBmbpw%3D%3D&amp;DocumentIdParam=LyreUscVKUtqY61feO79SYlnK8X4rr3J8//Zn0cr%2BHqpaHnU5chaqr6XE/BMip6zLz0yG1tO%2BO78na0aRhz%2B80Bq8EmyxfKMGUF/FI%2BqboD3GVhXrFFqN7yFncy7YfRK';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

withData('links of an imported tender', () => {
  it('keeps only http(s) URLs: javascript: and data: links are dropped, the entry is stored', async () => {
    const page = editedPage('placsp-atom-licitaciones.xml', {
      entries: {
        [ENTRY]: [
          [
            '<link href="https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&amp;idEvl=sGy9my2ovUQ3vLk2DU2Ddg%3D%3D"/>',
            '<link href="javascript:alert(document.cookie)"/>',
          ],
          [
            `<cbc:URI>${FIRST_DOCUMENT}</cbc:URI>`,
            '<cbc:URI>data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;</cbc:URI>',
          ],
          [
            '<cbc:WebsiteURI>https://licitaciones.rtve.es',
            '<cbc:WebsiteURI>JavaScript:alert(1)//https://licitaciones.rtve.es',
          ],
        ],
      },
    });
    const summary = await importSource(t.database.db, page);
    expect(summary.rejected).toEqual([]);

    const [project] = await t.database.db.select().from(projects).where(eq(projects.entryId, ENTRY));
    expect(project).toBeDefined();
    expect(project!.link).toBeNull();
    const [party] = await t.database.db
      .select()
      .from(parties)
      .where(eq(parties.id, project!.contractingPartyId!));
    expect(party!.website).toBeNull();

    const user = await signInAs(t.app, await createUser(t.database.db));
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/procurement_projects/${project!.id}`,
      headers: user,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/javascript:|data:text/i);
    // The other documents of the tender keep their links.
    expect(res.body).toContain('https://contrataciondelestado.es/FileSystem/servlet/GetDocumentByIdServlet');
  });
});
