import { z } from 'zod';
import { dateSchema, idSchema } from '../../../common/api/fields';
import type { Notification } from '../../../common/api/notifications';
import { ALERT_ROUTES } from '../../../common/api/routes/alerts';
import { NOTIFICATION_ROUTES } from '../../../common/api/routes/notifications';
import { PIPELINE_ROUTES } from '../../../common/api/routes/pipeline';
import { madridLocalToUtc } from '../../../common/calendar';
import { formatCount, formatDate, formatDateMinutes } from '../../../common/format';
import { reasonLine } from '../../../common/notifications/match-reason-text';
import { kindsOf, NOTIFICATION_KINDS } from '../../../common/notifications/notification-types';
import { t, translate } from '../../messages';
import { type ApiCaller, callOperation } from '../api-caller';
import { defineTool, listText, tenderLine } from '../tool-kit';
import { TOOL_PAGE_SIZE } from './tender-tools';

/** How far back `novedades_de_alerta` reads an alert's notifications: 10 pages of 25, newest first. */
const NEWS_PAGES = 10;

/** A notification as one line: when, why (its kinds), and its tender if it has one. */
function notificationLine(n: Notification, publicUrl: string): string {
  const why = kindsOf(n)
    .map((kind) => t(NOTIFICATION_KINDS[kind].label, { ...n.data, source: n.data.source ?? 'BOE' }))
    .join(', ');
  const what = n.project ? tenderLine(n.project, publicUrl) : (n.party?.name ?? '');
  const reasons = n.match_reasons.map((reason) => ` — ${reasonLine(reason, translate)}`).join('');
  return `${formatDateMinutes(n.date)} · ${why}${what ? ` — ${what}` : ''}${reasons}`;
}

export const myAlerts = defineTool({
  name: 'mis_alertas',
  description: 'mcp.tools.mis_alertas',
  readOnly: true,
  input: z.object({}),
  async run({ call }) {
    const answer = await callOperation(call, ALERT_ROUTES.list, { query: { page: 1 } });
    const lines = answer.alerts.map((alert) =>
      t('mcp.alerts.line', {
        id: alert.id,
        name: alert.name,
        words: alert.searchTerms || '—',
        count: alert.total_notifications,
        last: alert.last_notification ? formatDate(alert.last_notification) : '—',
      }),
    );
    const heading = t('mcp.alerts.heading', { count: answer.metadata.total_results });
    return { text: listText(heading, lines, t('mcp.alerts.none')), structured: answer };
  },
});

/** The alert's notifications from the start of `since` (a Madrid day) on, newest first. */
async function alertNewsSince(call: ApiCaller, id: number, since: string): Promise<Notification[]> {
  // `since` passed the tool's date schema: a real day, so it has a Madrid midnight.
  const from = Date.parse(madridLocalToUtc(since, '00:00')!);
  const news: Notification[] = [];
  for (let page = 1; page <= NEWS_PAGES; page++) {
    const answer = await callOperation(call, ALERT_ROUTES.notifications, { params: { id }, query: { page } });
    const recent = answer.notifications.filter((n) => Date.parse(n.date) >= from);
    news.push(...recent);
    if (recent.length < answer.notifications.length || page >= answer.metadata.total_pages) break;
  }
  return news;
}

export const alertNews = defineTool({
  name: 'novedades_de_alerta',
  description: 'mcp.tools.novedades_de_alerta',
  readOnly: true,
  input: z.object({
    id: idSchema.describe(t('mcp.arguments.alertId')),
    desde: dateSchema().describe(t('mcp.arguments.since')),
  }),
  async run({ call, publicUrl }, { id, desde }) {
    const [alert, news] = await Promise.all([
      callOperation(call, ALERT_ROUTES.show, { params: { id } }),
      alertNewsSince(call, id, desde),
    ]);
    const heading = t('mcp.alerts.news', {
      count: news.length,
      total: formatCount(news.length),
      name: alert.name,
      since: formatDate(desde),
    });
    const lines = news.slice(0, TOOL_PAGE_SIZE * 3).map((n) => notificationLine(n, publicUrl));
    return {
      text: listText(heading, lines, t('mcp.alerts.noNews')),
      structured: { alert, notifications: news },
    };
  },
});

export const inbox = defineTool({
  name: 'bandeja',
  description: 'mcp.tools.bandeja',
  readOnly: true,
  input: z.object({
    page: z.number().int().min(1).max(10_000).optional().default(1).describe(t('mcp.arguments.page')),
  }),
  async run({ call, publicUrl }, { page }) {
    const answer = await callOperation(call, NOTIFICATION_ROUTES.list, {
      query: { page, pageSize: TOOL_PAGE_SIZE * 2 },
    });
    const heading = t('mcp.inbox.heading', {
      count: answer.unprocessed_count,
      total: formatCount(answer.unprocessed_count),
      page: answer.metadata.current_page,
      pages: answer.metadata.total_pages,
    });
    const lines = answer.notifications.map((n) => notificationLine(n, publicUrl));
    return { text: listText(heading, lines, t('mcp.inbox.none')), structured: answer };
  },
});

export const pipeline = defineTool({
  name: 'oportunidades',
  description: 'mcp.tools.oportunidades',
  readOnly: true,
  input: z.object({}),
  async run({ call, publicUrl }) {
    const board = await callOperation(call, PIPELINE_ROUTES.list);
    const lines = board.cards.map((card) =>
      [
        t(`pipeline.stages.${card.stage}`),
        tenderLine(card.tender, publicUrl),
        card.assignee ? card.assignee.name : t('pipeline.card.unassigned'),
        card.due_date ? t('mcp.pipeline.due', { date: formatDate(card.due_date) }) : null,
      ]
        .filter(Boolean)
        .join(' — '),
    );
    const heading = t('mcp.pipeline.heading', { count: board.cards.length });
    return { text: listText(heading, lines, t('mcp.pipeline.none')), structured: board };
  },
});
