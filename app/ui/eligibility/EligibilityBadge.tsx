import { Badge, type BadgeVariant, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EligibilityVerdict } from '../../../common/api/company-profile';

const COLORS: Record<EligibilityVerdict, string> = { yes: 'green', review: 'orange', no: 'red' };

/**
 * '¿Puedo presentarme?' in one word: Sí (green), Revisar (amber) or No (red). Shared by the
 * tender page (large, filled), result rows and inbox cards (small, a dot); its title says what it is.
 */
export function EligibilityBadge({
  verdict,
  size = 'sm',
  variant = 'dot',
}: {
  verdict: EligibilityVerdict;
  size?: MantineSize;
  variant?: BadgeVariant;
}) {
  const { t } = useTranslation();
  const name = t(`eligibility.verdicts.${verdict}`);
  return (
    <Badge
      data-field="eligibility"
      data-verdict={verdict}
      color={COLORS[verdict]}
      variant={variant}
      radius="sm"
      tt="none"
      fw={variant === 'dot' ? 600 : 700}
      size={size}
      title={t('eligibilityFilter.badge', { verdict: name })}
      aria-label={t('eligibilityFilter.badge', { verdict: name })}
    >
      {name}
    </Badge>
  );
}
