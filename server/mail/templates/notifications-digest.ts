import { amountBasisKey } from '../../../common/amount-basis';
import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import type { FeedbackValue, Notification } from '../../../common/api/notifications';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { documentViewerPath } from '../../../common/api/publications';
import { pliegoViewerPath } from '../../../common/app-paths';
import { snippetSource } from '../../../common/document-snippet';
import { escapeHtml } from '../../../common/escape-html';
import { formatAmount, formatDate, formatDateTime, formatPercent } from '../../../common/format';
import {
  type ChangeLine,
  changeLineText,
  describeChanges,
} from '../../../common/notifications/describe-change';
import { describeDocumentChanges } from '../../../common/notifications/describe-document-change';
import {
  reasonLabel,
  reasonParts,
  relevanceReasonText,
} from '../../../common/notifications/match-reason-text';
import {
  alertDocumentMatch,
  listedKindOf,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type OfficialBulletinData,
  type PartyTenderData,
  type PipelineClosedData,
  type PipelineMentionData,
  type ReminderData,
  type RenewalData,
} from '../../../common/notifications/notification-types';
import { shownStatusLabel } from '../../../common/tender-status';
import { t, translate } from '../../messages';
import { button, layout, MAIL_PRIORITY, type MailTemplate } from '../template';
import { type Line, lineHtml, lineText } from './digest-line';

export interface NotificationsDigestParams {
  name: string;
  frequency: Exclude<MailingFrequency, 'no_email'>;
  publicUrl: string;
  /** The notifications listed, newest first (at most the digest's limit). */
  notifications: Notification[];
  /** How many notifications the message covers, listed or not. */
  total: number;
  /** 'Cierran pronto': the user's tenders whose submission deadline is near, soonest first. */
  closingSoon: ProjectSummary[];
  /** How many tenders close soon, listed or not (the list stops at the digest's limit). */
  closingSoonTotal?: number;
  /** The user's signed one-click unsubscribe link: the message ends with it (and its headers carry it). */
  unsubscribeUrl: string;
  /** When the digest is sent: a tender's status reads as of then ('Plazo cerrado'). */
  now: Date;
  /**
   * The signed one-click 'Me interesa' / 'No me interesa' links of each listed notification with a
   * tender, by notification id (none: the lines carry no feedback links).
   */
  feedbackUrls?: Record<number, Record<FeedbackValue, string>>;
}

/**
 * The groups of the message: the tenders closing soon, then the registry's kinds in its order (the
 * export's sheets, then reminders).
 */
type Section = 'closing_soon' | NotificationKind;
const SECTIONS: Section[] = ['closing_soon', ...(Object.keys(NOTIFICATION_KINDS) as NotificationKind[])];
const headingKey = (section: Section) =>
  section === 'closing_soon' ? 'digest.sections.closing_soon' : NOTIFICATION_KINDS[section].heading;

interface Item {
  title: string;
  href: string;
  lines: Line[];
}

const line = (key: string, values?: Record<string, unknown>) => t(`digest.lines.${key}`, values);

function links(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    tender: (id: number) => `${base}/licitaciones/detalle/${id}`,
    party: (id: number) => `${base}/licitaciones/empresa/${id}`,
    document: (source: OfficialBulletinData['source'], id: string) =>
      `${base}${documentViewerPath(source, id)}`,
    pliego: (at: { document_id: number; page: number; member: string }) =>
      `${base}${pliegoViewerPath(at.document_id, at)}`,
    inbox: `${base}/licitaciones/notificaciones`,
    pipeline: `${base}/licitaciones/oportunidades`,
    addToPipeline: (id: number) => `${base}/licitaciones/oportunidades?anadir=${id}`,
  };
}
type Links = ReturnType<typeof links>;

/** What identifies a new tender at a glance (labels of the tender page): its amount and deadline. */
function tenderLines(project: ProjectSummary | null): Line[] {
  const lines: Line[] = [];
  const amount = formatAmount(project?.total_amount);
  if (amount) lines.push({ label: t(amountBasisKey('total')), value: amount });
  const deadline = formatDateTime(project?.submission_deadline);
  if (deadline) lines.push({ label: line('deadline'), value: deadline });
  return lines;
}

/** The new tender's status as of the sending (common/tender-status.ts). */
function statusLine(project: ProjectSummary | null, now: Date): Line[] {
  const status = project && shownStatusLabel(project, now);
  return status ? [{ label: line('status'), value: status }] : [];
}

/** What weighed most in the user's relevance score: 'Para ti: + limpieza viaria · − suministro'. */
function relevanceLine(n: Notification): Line[] {
  const reasons = n.relevance?.reasons ?? [];
  return reasons.length
    ? [{ label: t('notifications.relevance.label'), value: reasons.map(relevanceReasonText).join(' · ') }]
    : [];
}

/** '¿Puedo presentarme?: Sí' for a user with a company profile (the inbox card's badge). */
function eligibilityLine(n: Notification): Line[] {
  return n.eligibility
    ? [{ label: t('eligibility.title'), value: t(`eligibility.verdicts.${n.eligibility}`) }]
    : [];
}

function bodyLine(project: ProjectSummary | null): Line[] {
  const body = project?.contracting_party;
  return body ? [{ label: line('body'), value: body.name }] : [];
}

/** The link that puts the tender on the user's board ('Oportunidades'), after its other lines. */
const addToPipelineLine = (projectId: number, to: Links): Line => ({
  value: line('addToPipeline'),
  href: to.addToPipeline(projectId),
});

/** '¿Te interesa? Me interesa · No me interesa': two signed links, no sign-in needed. */
const feedbackLine = (urls: Record<FeedbackValue, string>): Line => ({
  label: line('feedback'),
  value: line('feedbackUp'),
  href: urls.up,
  also: [{ value: line('feedbackDown'), href: urls.down }],
});

/** Sections about a card already on the board: no link to add its tender again. */
const ON_BOARD: Section[] = ['pipeline_mention', 'pipeline_closed'];

const closingSoonItem = (project: ProjectSummary, to: Links): Item => ({
  title: project.title,
  href: to.tender(project.id),
  lines: [...bodyLine(project), ...tenderLines(project), addToPipelineLine(project.id, to)],
});

function partyLine(n: Notification, label: string, to: Links): Line[] {
  return n.party ? [{ label, value: n.party.name, href: to.party(n.party.id) }] : [];
}

/** A change as the inbox and export word it ("Estado: En plazo → Adjudicada"), its label set in bold. */
function changeLine(line: ChangeLine): Line {
  return { label: line.label, value: changeLineText(line).slice(`${line.label}: `.length) };
}

function awardLines(n: Notification): Line[] {
  const awards = (n.data as Partial<PartyTenderData>).awards ?? [];
  return awards.map((a) => {
    // The engine records what each lot was awarded for without VAT.
    const amount =
      a.amount === null
        ? line('amountMissing')
        : line('amountWithoutVat', { amount: formatAmount(a.amount) });
    const value = a.award_date ? line('awardedOn', { amount, date: formatDate(a.award_date) }) : amount;
    return { label: a.lot_id ? line('lot', { lot: a.lot_id }) : line('award'), value };
  });
}

/**
 * Why each alert brought it: 'Alerta «X»: coinciden «limpieza» · Provincia: Madrid', quoting the
 * pliego page when the document line below does not.
 */
function alertLine(n: Notification): Line[] {
  const quoted = alertDocumentMatch(n.data) !== null;
  return n.match_reasons.map((reason) => {
    const label = reasonLabel(reason, translate);
    const parts = reasonParts(reason, translate);
    return {
      ...(parts.length ? { label, value: parts.join(' · ') } : { value: label }),
      ...(reason.document_snippet && !quoted ? { quote: reason.document_snippet } : {}),
    };
  });
}

/** Where an alert on pliego words found them: the document and page, linked to our copy, and the words. */
function documentLine(n: Notification, to: Links): Line[] {
  const match = alertDocumentMatch(n.data);
  if (!match) return [];
  return [
    {
      label: line('documentMatch'),
      value: t('results.documentMatch', { name: snippetSource(match), page: match.page }),
      href: to.pliego(match),
      quote: match.snippet,
    },
  ];
}

/** An official bulletin's announcement: its department, issue date and official PDF. */
function bulletinItem(n: Notification, to: Links): Item {
  const data = n.data as Partial<OfficialBulletinData>;
  const lines: Line[] = [...alertLine(n)];
  if (data.department) lines.push({ label: line('department'), value: data.department });
  if (data.date) lines.push({ label: line('publicationDate'), value: formatDate(data.date) });
  if (data.pdf_url) lines.push({ label: line('pdf'), value: data.identifier ?? 'BOE', href: data.pdf_url });
  const href = data.source && data.identifier ? to.document(data.source, data.identifier) : to.inbox;
  return { title: data.title ?? '', href, lines };
}

/** A contract about to end: its end (and what it was read from), the extension the body published. */
function renewalLines(n: Notification): Line[] {
  const data = n.data as Partial<RenewalData>;
  const lines: Line[] = [];
  const end = formatDate(data.execution_end);
  if (end) {
    const basis = data.execution_end_basis && t(`executionEnd.basis.${data.execution_end_basis}`);
    lines.push({ label: line('executionEnd'), value: basis ? line('endWithBasis', { end, basis }) : end });
  }
  if (data.extension_text) lines.push({ label: line('extension'), value: data.extension_text });
  const withExtensions = formatDate(data.execution_end_with_extensions);
  if (withExtensions) lines.push({ label: line('endWithExtensions'), value: withExtensions });
  return lines;
}

/** Who mentioned the user, and how the comment starts. */
function mentionLines(n: Notification): Line[] {
  const data = n.data as Partial<PipelineMentionData>;
  return [{ label: line('mentionedBy', { author: data.author ?? '' }), value: `«${data.excerpt ?? ''}»` }];
}

/** What the award said of a card: Ganada / Perdida, the winners, the amount, both discounts. */
function closedLines(n: Notification): Line[] {
  const data = n.data as Partial<PipelineClosedData>;
  const percent = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatPercent(v));
  const lines: Line[] = [];
  if (data.stage) lines.push({ label: line('result'), value: t(`pipeline.stages.${data.stage}`) });
  if (data.winners?.length)
    lines.push({ label: line('winners'), value: data.winners.map((w) => w.name).join(', ') });
  if (data.awarded_amount)
    lines.push({ label: line('awardedAmount'), value: formatAmount(data.awarded_amount) });
  if (data.winning_discount != null || data.our_discount != null) {
    const value = line('discountsValue', {
      winning: percent(data.winning_discount),
      ours: percent(data.our_discount),
    });
    lines.push({ label: line('discounts'), value });
  }
  return lines;
}

function itemOf(n: Notification, section: NotificationKind, to: Links, now: Date): Item {
  if (section === 'official_bulletin') return bulletinItem(n, to);
  const title = n.project?.title ?? n.party?.name ?? '';
  const href = n.project ? to.tender(n.project.id) : n.party ? to.party(n.party.id) : to.inbox;
  switch (section) {
    // A recommendation is never mailed; listed, it would read as a new tender without alerts.
    case 'alert':
    case 'recommended':
      return {
        title,
        href,
        lines: [
          ...alertLine(n),
          ...documentLine(n, to),
          ...relevanceLine(n),
          ...bodyLine(n.project),
          ...tenderLines(n.project),
          ...statusLine(n.project, now),
          ...eligibilityLine(n),
        ],
      };
    case 'contracting_party':
      return {
        title,
        href,
        lines: [
          ...partyLine(n, line('followedBody'), to),
          ...alertLine(n),
          ...documentLine(n, to),
          ...relevanceLine(n),
          ...tenderLines(n.project),
          ...statusLine(n.project, now),
          ...eligibilityLine(n),
        ],
      };
    case 'procurement_project_subscription':
      return { title, href, lines: describeChanges(n.data).map(changeLine) };
    case 'awardee':
      return { title, href, lines: [...partyLine(n, line('followedCompany'), to), ...awardLines(n)] };
    case 'document_change':
      return {
        title,
        href,
        lines: describeDocumentChanges(n.data).flatMap((doc) => [
          { label: '', value: doc.document },
          ...doc.lines.map((value) => ({ label: '', value: `· ${value}` })),
        ]),
      };
    case 'reminder': {
      const end = formatDate((n.data as Partial<ReminderData>).execution_end);
      return { title, href, lines: end ? [{ label: line('executionEnd'), value: end }] : [] };
    }
    case 'renewal':
      return { title, href, lines: [...alertLine(n), ...bodyLine(n.project), ...renewalLines(n)] };
    case 'pipeline_mention':
      return { title, href: to.pipeline, lines: [...bodyLine(n.project), ...mentionLines(n)] };
    case 'pipeline_closed':
      return { title, href: to.pipeline, lines: [...bodyLine(n.project), ...closedLines(n)] };
  }
}

function grouped(params: NotificationsDigestParams, to: Links): [Section, Item[]][] {
  const groups = new Map<Section, Item[]>(SECTIONS.map((section) => [section, []]));
  groups.set(
    'closing_soon',
    params.closingSoon.map((project) => closingSoonItem(project, to)),
  );
  for (const n of params.notifications) {
    const section = listedKindOf(n);
    const item = itemOf(n, section, to, params.now);
    if (n.project && !ON_BOARD.includes(section)) item.lines.push(addToPipelineLine(n.project.id, to));
    const feedback = params.feedbackUrls?.[n.id];
    if (feedback) item.lines.push(feedbackLine(feedback));
    groups.get(section)!.push(item);
  }
  return [...groups].filter(([, items]) => items.length > 0);
}

/**
 * The daily or weekly e-mail of a user's notifications not mailed yet, grouped like the export's
 * sheets, each tender and company linked into the app; past the listed ones, a count and the inbox.
 */
export const notificationsDigestMail: MailTemplate<NotificationsDigestParams> = {
  name: 'notifications_digest',
  priority: MAIL_PRIORITY.digest,
  render: (params) => {
    const to = links(params.publicUrl);
    const greeting = params.name ? t('digest.greeting', { name: params.name }) : t('digest.greetingNoName');
    const groups = grouped(params, to);
    // A daily digest can go out for tenders closing soon alone: then it says so, not "0 notificaciones".
    const closingOnly = params.total === 0;
    const closingTotal = Math.max(params.closingSoonTotal ?? 0, params.closingSoon.length);
    const subject = closingOnly
      ? t('digest.subject.closingSoon', { count: closingTotal })
      : t(`digest.subject.${params.frequency}`, { count: params.total });
    const intro = closingOnly
      ? t('digest.introClosingSoon', { count: closingTotal })
      : t('digest.intro', { count: params.total });
    const more = params.total - params.notifications.length;
    const closingMore = closingTotal - params.closingSoon.length;
    const moreText = [
      closingMore > 0
        ? t('digest.closingSoonMore', { count: closingMore, listed: params.closingSoon.length })
        : '',
      more > 0 ? t('digest.more', { count: more }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const settings = t('digest.settings');
    const heading = (section: Section, items: Item[]) =>
      t('digest.sectionHeading', {
        heading: t(headingKey(section)),
        count: section === 'closing_soon' ? closingTotal : items.length,
      });

    const htmlGroups = groups
      .map(
        ([section, items]) =>
          `<h2 style="font-size:17px;color:#1c4e80;margin:24px 0 8px">${escapeHtml(heading(section, items))}</h2>${items
            .map(
              (item) =>
                `<div style="margin:0 0 14px;padding-left:10px;border-left:3px solid #cbd2d9"><a href="${escapeHtml(item.href)}" style="font-weight:bold;color:#1c4e80">${escapeHtml(item.title)}</a>${item.lines.map(lineHtml).join('')}</div>`,
            )
            .join('')}`,
      )
      .join('');
    const textGroups = groups
      .map(
        ([section, items]) =>
          `${heading(section, items).toUpperCase()}\n\n${items
            .map((item) => [`- ${item.title}`, `  ${item.href}`, ...item.lines.map(lineText)].join('\n'))
            .join('\n\n')}`,
      )
      .join('\n\n');

    return {
      subject,
      html: layout(
        subject,
        `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${htmlGroups}${moreText ? `<p>${escapeHtml(moreText)}</p>` : ''}${button(to.inbox, t('digest.button'))}<p style="font-size:13px;color:#52606d">${escapeHtml(settings)}</p><p style="font-size:13px"><a href="${escapeHtml(params.unsubscribeUrl)}" style="color:#52606d">${escapeHtml(t('mailSettings.digestFooterLink'))}</a></p>`,
      ),
      text: `${greeting}\n\n${intro}\n\n${textGroups}\n\n${moreText ? `${moreText}\n` : ''}${t('digest.inboxLink', { url: to.inbox })}\n\n${settings}\n${t('mailSettings.digestFooter', { url: params.unsubscribeUrl })}\n`,
    };
  },
};
