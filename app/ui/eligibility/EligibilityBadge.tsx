import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EligibilityVerdict } from '../../../common/api/company-profile';

const COLORS: Record<EligibilityVerdict, string> = { yes: 'green', review: 'yellow', no: 'red' };

/** '¿Puedo presentarme?' as a small badge: Sí (green), Revisar (amber), No (red). */
export function EligibilityBadge({
  verdict,
  size = 'sm',
}: {
  verdict: EligibilityVerdict;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const name = t(`eligibility.verdicts.${verdict}`);
  return (
    <Badge
      data-field="eligibility"
      data-verdict={verdict}
      color={COLORS[verdict]}
      variant="dot"
      radius="sm"
      tt="none"
      fw={600}
      size={size}
      title={t('eligibilityFilter.badge', { verdict: name })}
      aria-label={t('eligibilityFilter.badge', { verdict: name })}
    >
      {name}
    </Badge>
  );
}
