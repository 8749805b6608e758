import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompactResults } from '../../api/compact-results';
import { useFlash } from '../flash/flash-context';

/** 'Vista compacta': one dense row per result, saved on the account (every list of tenders reads it). */
export function CompactViewSwitch() {
  const { t } = useTranslation();
  const flash = useFlash();
  const { compact, setCompact, saving } = useCompactResults();
  return (
    <Switch
      label={t('results.compactView')}
      checked={compact}
      disabled={saving}
      onChange={(event) =>
        setCompact(event.currentTarget.checked).catch((error: Error) => flash.error(error.message))
      }
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
