import type { TFunction } from 'i18next';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { formatDate } from '../../../common/format';

const UNITS = new Set(['DAY', 'MON', 'ANN']);

/** "4 meses", "del 22/05/2026 al 30/09/2026" or both: what the tender says of its execution period. */
export function plannedPeriodText(t: TFunction, tender: ProjectDetail): string {
  const { planned_period: length, planned_period_unit: unit } = tender;
  const duration =
    length !== null && unit && UNITS.has(unit) ? t(`tender.info.units.${unit}`, { count: length }) : '';
  const from = formatDate(tender.planned_start_date);
  const to = formatDate(tender.planned_end_date);
  const dates =
    from && to
      ? t('tender.info.dates', { from, to })
      : from
        ? t('tender.info.from', { from })
        : to
          ? t('tender.info.to', { to })
          : '';
  return [duration, dates].filter(Boolean).join(', ');
}
