import type { TFunction } from 'i18next';
import type { MemberRef, PipelineEvent } from '../../../../common/api/pipeline';
import { formatAmount, formatDate } from '../../../../common/format';

/** A history value as a member reads it: labels, names, days and euros instead of codes. */
function readable(
  t: TFunction,
  members: readonly MemberRef[],
  kind: PipelineEvent['kind'],
  value: string | null,
) {
  const none = t('pipeline.detail.none');
  switch (kind) {
    case 'created':
    case 'stage':
    case 'award':
      return value ? t(`pipeline.stages.${value}`) : none;
    case 'assignee':
      if (value === null) return t('pipeline.detail.unassigned');
      return members.find((m) => String(m.id) === value)?.name ?? t('pipeline.detail.formerMember');
    case 'due_date':
      return value ? formatDate(value) : none;
    case 'priority':
      return value ? t(`pipeline.priorities.${value}`) : none;
    case 'decision':
      return value ? t(`pipeline.decisions.${value}`) : t('pipeline.detail.undecided');
    case 'bid':
      return value ? formatAmount(value) : none;
    default:
      return value ?? none;
  }
}

/** One line of the card's history, e.g. 'Etapa: Detectada → En estudio'. */
export function historyLine(t: TFunction, members: readonly MemberRef[], event: PipelineEvent): string {
  if (event.kind === 'republished') return t('pipeline.history.republished');
  const line = t(`pipeline.detail.events.${event.kind}`, {
    from: readable(t, members, event.kind, event.from),
    to: readable(t, members, event.kind, event.to),
  });
  // The award names its winners.
  return event.kind === 'award' && event.note ? `${line} · ${event.note}` : line;
}
