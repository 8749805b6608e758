import { type AlertInput, alertProblems } from '../../../common/api/alerts';
import { AppError } from '../../errors';
import { t } from '../../messages';

/** An alert without a name, a search word or a data source is refused with 422. */
export function assertValidAlert(alert: Pick<AlertInput, 'name' | 'searchTerms' | 'filters'>): void {
  const problems = alertProblems(alert);
  if (problems.length === 0) return;
  const summary = problems.map((p) => p.message).join('. ');
  throw new AppError('unprocessable', t('errors.alerts.unsaveable', { summary }), problems);
}
