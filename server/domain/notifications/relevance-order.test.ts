import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { mailOutbox, tenderFeedback } from '../../db/schema';
import { importSource } from '../../ingest/import/import-source';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import {
  createAlertRow,
  createNotificationRow,
  createTenderFollowRow,
} from '../../test/monitoring-factories';
import { PLACSP } from '../../test/placsp-pages';
import { hasSharedData } from '../../test/shared-data';
import { listNotifications } from './list-notifications';
import { sendDigests } from './send-digests';

// Real tenders of one PLACSP page: two cleaning contracts of Cuenca's schools, two food supplies,
// a building refurbishment and an IT support contract.
const LIMPIEZA_ALFONSO = 'Servicio de limpieza del I.E.S "Alfonso VIII"';
const LIMPIEZA_PEDRO = 'Servicio de limpieza del I.E.S "Pedro Mercedes"';
const CARNES = 'Suministro de carnes, pescados, huevos y derivados';
const ALIMENTACION = 'Expediente fuera del Acuerdo Marco de suministro de productos de alimentación';
const OBRAS = 'Obras de reforma en el Centro Cívico Polifuncional';
const RED_HAT = 'Suport dels sistemes operatius Red Hat';

const tenderId = async (db: Db, title: string) => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from projects where title like ${`${title}%`}`,
  );
  return row!.id;
};

describe.skipIf(!hasSharedData('placsp'))(
  'the relevance score orders a digest and the inbox (real PLACSP entries)',
  () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
      await importSource(database.db, `${PLACSP}/full-20-entries.atom`);
    });
    afterAll(() => database.close());

    /** A user whose broad alert brought four tenders, newest first: food, refurbishment, IT, cleaning. */
    async function subscriber(name: string) {
      const db = database.db;
      const user = await createUser(db, { name });
      const alert = await createAlertRow(db, user.id, { name: 'Todo Castilla-La Mancha' });
      const pending = [ALIMENTACION, OBRAS, RED_HAT, LIMPIEZA_PEDRO];
      for (const [age, title] of pending.entries()) {
        await createNotificationRow(db, user.id, {
          projectId: await tenderId(db, title),
          alertIds: [alert.id],
          notificationTypes: ['alert'],
          mailingFrequency: 'daily',
          date: new Date(Date.now() - (age + 1) * 3_600_000),
        });
      }
      return user;
    }

    const digestTitles = async (email: string) => {
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      return [...mail!.text!.matchAll(/^- (.+)$/gm)].map((m) => m[1]!.slice(0, 30));
    };

    it("lists the digest most relevant first after 'Me interesa', 'No me interesa' and a follow, keeping every line", async () => {
      const db = database.db;
      const judged = await subscriber('Ana');
      const plain = await subscriber('Bea');
      await db.insert(tenderFeedback).values([
        { userId: judged.id, projectId: await tenderId(db, LIMPIEZA_ALFONSO), value: 'up' },
        { userId: judged.id, projectId: await tenderId(db, CARNES), value: 'down' },
      ]);
      // A followed tender counts as interest: another school's cleaning would rank first anyway,
      // the follow makes 'Cuenca' and the education body weigh too.
      await createTenderFollowRow(db, judged.id, await tenderId(db, LIMPIEZA_ALFONSO));

      await sendDigests(db, { frequency: 'daily', publicUrl: 'https://licitaciones.example' });

      const newestFirst = [ALIMENTACION, OBRAS, RED_HAT, LIMPIEZA_PEDRO].map((t) => t.slice(0, 30));
      expect(await digestTitles(plain.email)).toEqual(newestFirst);
      const ordered = await digestTitles(judged.email);
      expect(ordered).toHaveLength(4);
      expect(ordered[0]).toBe(LIMPIEZA_PEDRO.slice(0, 30));
      expect(ordered.at(-1)).toBe(ALIMENTACION.slice(0, 30));
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, judged.email));
      expect(mail!.text).toMatch(/^ {2}Para ti: \+ [^\n]*limpieza/m);
      expect(mail!.text).toMatch(/^ {2}Para ti: .*− suministro/m);

      const inbox = await listNotifications(db, judged.id, { page: 1, pageSize: 25, sort: 'relevance' });
      expect(inbox.notifications.map((n) => n.project!.title.slice(0, 30))).toEqual(ordered);
      const [first] = inbox.notifications;
      expect(first!.relevance!.score).toBeGreaterThan(0);
      expect(first!.relevance!.reasons.map((r) => `${r.sign} ${r.label}`)).toContain('+ limpieza');
      const last = inbox.notifications.at(-1)!;
      expect(last.relevance!.score).toBeLessThan(0);
      expect(last.relevance!.reasons.map((r) => `${r.sign} ${r.label}`)).toContain('- suministro');

      const unjudged = await listNotifications(db, plain.id, { page: 2, pageSize: 2, sort: 'relevance' });
      expect(unjudged.notifications.map((n) => [n.project!.title.slice(0, 30), n.relevance])).toEqual([
        [RED_HAT.slice(0, 30), null],
        [LIMPIEZA_PEDRO.slice(0, 30), null],
      ]);
    });
  },
);
