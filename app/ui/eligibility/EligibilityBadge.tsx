import { Badge, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EligibilityVerdict } from '../../../common/api/company-profile';

const COLORS: Record<EligibilityVerdict, string> = { yes: 'green', no: 'red', review: 'orange' };

/**
 * '¿Puedo presentarme?' in one word: Sí (green), No (red) or Revisar (amber). Shared by the
 * tender page, result rows and inbox cards; its label is its accessible name.
 */
export function EligibilityBadge({
  verdict,
  size = 'md',
}: {
  verdict: EligibilityVerdict;
  size?: MantineSize;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      data-eligibility={verdict}
      color={COLORS[verdict]}
      variant="filled"
      radius="sm"
      tt="none"
      fw={700}
      size={size}
    >
      {t(`eligibility.verdicts.${verdict}`)}
    </Badge>
  );
}
