import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/api/notifications';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { notificationsDigestMail } from './notifications-digest';

const base: Omit<Notification, 'id' | 'notification_types' | 'data' | 'project' | 'party'> = {
  date: '2026-11-23T06:00:00.000Z',
  processed: false,
  starred: false,
  noticeable_type: 'Procurement::Party',
  noticeable_id: 9,
  alerts: [],
  match_reasons: [],
  feedback: null,
  relevance: null,
  eligibility: null,
};

const NOW = new Date('2026-11-23T07:00:00Z');
const UNSUBSCRIBE = 'https://licitaciones.example/v1/mail/unsubscribe?token=1.firma&x=<y>';

describe('notificationsDigestMail', () => {
  it('links a company notification without a tender to the company page and escapes every text', () => {
    const mail = notificationsDigestMail.render({
      name: '',
      frequency: 'weekly',
      publicUrl: 'https://licitaciones.example/',
      total: 1,
      closingSoon: [],
      unsubscribeUrl: UNSUBSCRIBE,
      now: NOW,
      notifications: [
        {
          ...base,
          id: 1,
          notification_types: ['procurement_party_procurement_project_subscription'],
          data: { role: 'awardee', awards: [{ lot_id: null, amount: null, award_date: null }] },
          project: null,
          party: { id: 9, name: 'Obras <Norte> & Cía', party_id: 'B12345678' },
        },
      ],
    });
    expect(mail.subject).toBe('Tu resumen semanal de licitaciones: 1 notificación');
    expect(mail.text).toContain(
      [
        'Hola:',
        '',
        'Estas son las novedades de tus alertas y seguimientos desde el último resumen (1 notificación).',
        '',
        'NUEVAS ADJUDICACIONES (1)',
        '',
        '- Obras <Norte> & Cía',
        '  https://licitaciones.example/licitaciones/empresa/9',
        '  Empresa que sigues: Obras <Norte> & Cía (https://licitaciones.example/licitaciones/empresa/9)',
        '  Adjudicación: importe no indicado',
      ].join('\n'),
    );
    expect(mail.html).toContain('Obras &lt;Norte&gt; &amp; Cía');
    expect(mail.html).not.toContain('<Norte>');
  });

  it("lists a followed tender's replaced documents with what changed in their text", () => {
    const mail = notificationsDigestMail.render({
      name: 'Ana',
      frequency: 'daily',
      publicUrl: 'https://licitaciones.example/',
      total: 1,
      closingSoon: [],
      unsubscribeUrl: UNSUBSCRIBE,
      now: NOW,
      notifications: [
        {
          ...base,
          id: 2,
          noticeable_type: 'Procurement::Project',
          notification_types: ['document_change'],
          data: {
            documents: [
              {
                id: 5,
                name: 'PCAP <obras>.pdf',
                type: 'legal',
                change: 'replaced',
                diff: {
                  lines: [
                    { kind: 'value', clause: 'Cláusula 12.2', from: '15/03/2026', to: '22/03/2026' },
                    { kind: 'added', clause: 'Cláusula 12', text: 'Se valorará el plazo de entrega.' },
                  ],
                  more: 3,
                },
              },
            ],
          },
          project: null,
          party: null,
        },
      ],
    });
    expect(mail.text).toContain(
      [
        'PLIEGOS MODIFICADOS (1)',
        '',
        '- ',
        '  https://licitaciones.example/licitaciones/notificaciones',
        '  PCAP <obras>.pdf (Doc. Legal): nueva versión',
        '  · Cláusula 12.2: 15/03/2026 → 22/03/2026',
        '  · Cláusula 12 · Añadido: «Se valorará el plazo de entrega.»',
        '  · … y 3 cambios más',
      ].join('\n'),
    );
    expect(mail.html).toContain('PCAP &lt;obras&gt;.pdf (Doc. Legal): nueva versión');
  });

  it('words every count in the singular for one and the plural for more', () => {
    const alertOn = (id: number, alerts: Notification['alerts']): Notification => ({
      ...base,
      id,
      noticeable_type: 'Procurement::Project',
      notification_types: ['alert'],
      alerts,
      match_reasons: alerts.map((a) => ({ alert_id: a.id, alert_name: a.name, terms: [], filters: [] })),
      data: {},
      project: null,
      party: null,
    });
    const one = notificationsDigestMail.render({
      name: 'Ana',
      frequency: 'daily',
      publicUrl: 'https://licitaciones.example',
      total: 2,
      closingSoon: [],
      unsubscribeUrl: UNSUBSCRIBE,
      now: NOW,
      notifications: [alertOn(1, [{ id: 1, name: 'Obras' }])],
    });
    expect(one.subject).toBe('Tu resumen diario de licitaciones: 2 notificaciones');
    expect(one.text).toContain('desde el último resumen (2 notificaciones).');
    expect(one.text).toContain('  Alerta «Obras»\n');
    expect(one.text).toContain('Y 1 notificación más en tu bandeja de notificaciones.');

    const many = notificationsDigestMail.render({
      name: 'Ana',
      frequency: 'weekly',
      publicUrl: 'https://licitaciones.example',
      total: 1_000_000,
      closingSoon: [],
      unsubscribeUrl: UNSUBSCRIBE,
      now: NOW,
      notifications: [
        alertOn(2, [
          { id: 1, name: 'Obras' },
          { id: 2, name: 'Limpieza' },
        ]),
      ],
    });
    expect(many.subject).toBe('Tu resumen semanal de licitaciones: 1000000 notificaciones');
    expect(many.text).toContain('  Alerta «Obras»\n  Alerta «Limpieza»\n');
    expect(many.text).toContain('Y 999999 notificaciones más en tu bandeja de notificaciones.');
  });

  it("gives a new tender's status as of the sending: Plazo cerrado once a PUB tender's deadline passed", () => {
    const tender = (id: number, submission_deadline: string) =>
      ({
        id,
        title: `Servicio de limpieza ${id}`,
        status: 'PUB',
        submission_deadline,
        total_amount: null,
        contracting_party: null,
      }) as unknown as ProjectSummary;
    const alertOn = (project: ProjectSummary): Notification => ({
      ...base,
      id: project.id,
      noticeable_type: 'Procurement::Project',
      notification_types: ['alert'],
      alerts: [{ id: 1, name: 'Limpieza' }],
      data: {},
      project,
      party: null,
    });
    const mail = notificationsDigestMail.render({
      name: 'Ana',
      frequency: 'daily',
      publicUrl: 'https://licitaciones.example',
      total: 2,
      closingSoon: [],
      unsubscribeUrl: UNSUBSCRIBE,
      // 07:00 UTC is 08:00 in Madrid: one deadline passed at 07:59 Madrid time, one is at 08:01.
      now: NOW,
      notifications: [alertOn(tender(1, '2026-11-23T06:59:00Z')), alertOn(tender(2, '2026-11-23T07:01:00Z'))],
    });
    expect(mail.text).toContain(
      '  Fecha Límite Presentación: 07:59:00 23/11/2026\n  Estado: Plazo cerrado\n' +
        '  Añadir a Oportunidades (https://licitaciones.example/licitaciones/oportunidades?anadir=1)\n\n' +
        '- Servicio de limpieza 2',
    );
    expect(mail.text).toContain('  Fecha Límite Presentación: 08:01:00 23/11/2026\n  Estado: En plazo\n');
    expect(mail.html).toContain('<strong>Estado:</strong> Plazo cerrado');
  });

  it('shows Oportunidades mentions and cards the award closed, with no link to add them again', () => {
    const project = {
      id: 7,
      title: 'Limpieza de colegios',
      status: 'RES',
      submission_deadline: null,
      total_amount: null,
      contracting_party: { id: 3, name: 'Ayuntamiento de Soria' },
    } as unknown as Notification['project'];
    const base = {
      processed: false,
      starred: false,
      alerts: [],
      match_reasons: [],
      feedback: null,
      relevance: null,
      eligibility: null,
      party: null,
      project,
    };
    const mail = notificationsDigestMail.render({
      name: 'Ana',
      frequency: 'daily',
      publicUrl: 'https://licitaciones.example',
      total: 2,
      closingSoon: [],
      unsubscribeUrl: 'https://licitaciones.example/baja',
      now: new Date('2026-11-28T07:00:00Z'),
      notifications: [
        {
          ...base,
          id: 1,
          date: '2026-11-27T10:00:00Z',
          noticeable_type: 'Procurement::Project',
          noticeable_id: 7,
          notification_types: ['pipeline_mention'],
          data: { card_id: 4, author: 'Luis Romero', excerpt: 'Revisa la solvencia' },
        },
        {
          ...base,
          id: 2,
          date: '2026-11-27T11:00:00Z',
          noticeable_type: 'Procurement::Project',
          noticeable_id: 7,
          notification_types: ['pipeline_closed'],
          data: {
            card_id: 4,
            stage: 'lost',
            winners: [{ name: 'Limpiezas Norte S.L.', tax_id: 'B11111111' }],
            awarded_amount: '90000.00',
            winning_discount: 0.25,
            our_discount: 0.1,
          },
        },
      ] as Notification[],
    });
    expect(mail.text).toContain('TE HAN MENCIONADO EN OPORTUNIDADES (1)');
    expect(mail.text).toContain('  Luis Romero te ha mencionado: «Revisa la solvencia»');
    expect(mail.text).toContain('OPORTUNIDADES CERRADAS POR LA ADJUDICACIÓN (1)');
    expect(mail.text).toContain('  Resultado: Perdida\n  Adjudicataria: Limpiezas Norte S.L.\n');
    expect(mail.text).toMatch(/Importe adjudicado: 90\.000,00\s€/);
    expect(mail.text).toMatch(/Baja: ganadora 25\s%\s· nuestra 10\s%/);
    expect(mail.text).toContain('https://licitaciones.example/licitaciones/oportunidades\n');
    expect(mail.text).not.toContain('?anadir=');
  });

  it('ends with a visible unsubscribe link, escaped in the HTML', () => {
    const mail = notificationsDigestMail.render({
      name: 'Ana',
      frequency: 'daily',
      publicUrl: 'https://licitaciones.example',
      total: 0,
      closingSoon: [],
      unsubscribeUrl: UNSUBSCRIBE,
      now: NOW,
      notifications: [],
    });
    expect(mail.text.trimEnd().split('\n').at(-1)).toBe(
      `¿No quieres recibir estos resúmenes? Date de baja aquí: ${UNSUBSCRIBE}`,
    );
    expect(mail.html).toContain(
      '<a href="https://licitaciones.example/v1/mail/unsubscribe?token=1.firma&amp;x=&lt;y&gt;" style="color:#52606d">Darme de baja de los resúmenes por correo</a>',
    );
  });
});
