import type { TFunction } from 'i18next';
import type { MatchReason, Relevance } from '../api/notifications';

/** 'Alerta «Limpieza viaria»': whose reason it is. */
export const reasonLabel = (reason: MatchReason, t: TFunction) =>
  t('notifications.why.alert', { name: reason.alert_name });

/**
 * The parts of why an alert brought a tender: the words it found, each filter it met, and 'en los
 * pliegos' when its document words were found (the snippet is quoted apart).
 */
export function reasonParts(reason: MatchReason, t: TFunction): string[] {
  const words = reason.terms.map((term) => `«${term}»`).join(', ');
  return [
    ...(words ? [t('notifications.why.words', { words, count: reason.terms.length })] : []),
    ...reason.filters,
    ...(reason.document_snippet ? [t('notifications.why.inDocuments')] : []),
  ];
}

/** One line per alert, for a spreadsheet cell or a text e-mail: 'Alerta «X»: coincide «limpieza» · Provincia: Madrid'. */
export function reasonLine(reason: MatchReason, t: TFunction): string {
  const parts = reasonParts(reason, t);
  return parts.length ? `${reasonLabel(reason, t)}: ${parts.join(' · ')}` : reasonLabel(reason, t);
}

/** One thing that weighed in the user's relevance score, as shown: '+ limpieza viaria', '− suministro'. */
export const relevanceReasonText = (reason: Relevance['reasons'][number]) =>
  `${reason.sign === '+' ? '+' : '−'} ${reason.label}`;
