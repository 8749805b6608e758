import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertSuggestionsResponse, AppliedSuggestion } from '../../../../common/api/alert-suggestions';
import type { Alert } from '../../../../common/api/alerts';
import type { ErrorResponse } from '../../../../common/api/errors';
import { cpvCodes } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { testHttp } from '../../../test/http';
import { createAlertRow, createNotificationRow } from '../../../test/monitoring-factories';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, newUser } = testHttp(() => t);
// The catalogue's name of class 5041 (shared/reference/cpv).
const REPAIR_OF_INSTRUMENTS =
  'Servicios de reparación y mantenimiento de aparatos de medida, pruebas y verificación';

describe("suggestions learned from 'No me interesa'", () => {
  it('suggests a shared word and CPV class after three, applies one with a click and undoes it', async () => {
    const { id: userId, headers } = await newUser();
    const db = t.database.db;
    await db
      .insert(cpvCodes)
      .values({ code: '50410000', checkDigit: 2, label: REPAIR_OF_INSTRUMENTS })
      .onConflictDoNothing();
    const alert = await createAlertRow(db, userId, {
      name: 'Servicios',
      searchTerms: 'servicio',
      filters: { sources: ['placsp'], cpv_codes: ['50410000', '45000000'] },
    });
    const judge = async (title: string, cpv: string, value: 'up' | 'down') => {
      const tender = await createTender(db, { title, cpvCodes: [cpv] });
      const n = await createNotificationRow(db, userId, {
        projectId: tender.id,
        alertIds: [alert.id],
        notificationTypes: ['alert'],
      });
      const res = await call('PUT', `/v1/notifications/${n.id}/feedback`, headers, { value });
      expect(res.statusCode, res.body).toBe(200);
    };
    const suggestions = async () =>
      ((await call('GET', '/v1/alerts/suggestions', headers)).json() as AlertSuggestionsResponse).suggestions;

    await judge('Servicio de limpieza viaria', '45000000', 'up');
    await judge('Servicio de mantenimiento de ascensores', '50410000', 'down');
    await judge('Servicio de mantenimiento de básculas', '50411000', 'down');
    expect(await suggestions()).toEqual([]);

    await judge('Servicio de mantenimiento de semáforos', '50412000', 'down');
    expect(await suggestions()).toEqual([
      {
        alert_id: alert.id,
        alert_name: 'Servicios',
        kind: 'remove_cpv',
        value: '5041',
        value_label: REPAIR_OF_INSTRUMENTS,
        tenders: 3,
      },
      {
        alert_id: alert.id,
        alert_name: 'Servicios',
        kind: 'exclude_word',
        value: 'mantenimiento',
        value_label: null,
        tenders: 3,
      },
    ]);

    const url = `/v1/alerts/${alert.id}/suggestions`;
    const applied = await call('POST', url, headers, { kind: 'exclude_word', value: 'mantenimiento' });
    expect(applied.statusCode, applied.body).toBe(200);
    const { alert: narrowed, change_id } = applied.json() as AppliedSuggestion;
    expect(narrowed.searchTerms).toBe('servicio -mantenimiento');
    expect((await suggestions()).map((s) => s.kind)).toEqual(['remove_cpv']);
    const again = await call('POST', url, headers, { kind: 'exclude_word', value: 'mantenimiento' });
    expect(again.statusCode).toBe(409);

    const undone = await call('DELETE', `${url}/${change_id}`, headers);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as Alert).searchTerms).toBe('servicio');
    expect((await call('DELETE', `${url}/${change_id}`, headers)).statusCode).toBe(404);
    // Undone is an answer too: the word is not suggested again.
    expect((await suggestions()).map((s) => s.kind)).toEqual(['remove_cpv']);

    const cpv = await call('POST', url, headers, { kind: 'remove_cpv', value: '5041' });
    expect((cpv.json() as AppliedSuggestion).alert.filters.cpv_codes).toEqual(['45000000']);
    expect(await suggestions()).toEqual([]);
  });

  it("refuses what cannot be applied with a Spanish 422, and another user's alert with a 404", async () => {
    const { id: userId, headers } = await newUser();
    const alert = await createAlertRow(t.database.db, userId, {
      searchTerms: 'obras',
      filters: { sources: ['placsp'], cpv_codes: ['45210000'] },
    });
    const url = `/v1/alerts/${alert.id}/suggestions`;
    const cases: [object, number, string][] = [
      [
        { kind: 'exclude_word', value: 'dos palabras' },
        422,
        'La palabra que excluir debe ser una sola palabra.',
      ],
      [{ kind: 'remove_cpv', value: '5041' }, 422, 'La alerta no filtra por esa clase CPV.'],
      [
        { kind: 'remove_cpv', value: '4521' },
        422,
        'No se puede quitar el único CPV de la alerta: buscaría en todos.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', url, headers, body);
      expect(res.statusCode, res.body).toBe(status);
      expect((res.json() as ErrorResponse).message).toBe(message);
    }
    const bad = await call('POST', url, headers, { kind: 'rename', value: 'x' });
    expect(bad.statusCode).toBe(400);
    const stranger = await newUser();
    const other = await call('POST', url, stranger.headers, { kind: 'exclude_word', value: 'obras' });
    expect(other.statusCode).toBe(404);
    expect((await call('GET', `/v1/alerts/${alert.id}`, headers)).json()).toMatchObject({
      searchTerms: 'obras',
    });
  });
});
