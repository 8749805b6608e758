import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { useFlash } from '../../ui/flash/flash-context';
import { downloadTenderCalendar } from './tender-api';

/** Open: still taking offers (its deadline is ahead) and not withdrawn. */
export const isOpenTender = (tender: ProjectDetail, now = new Date()) =>
  !tender.deleted && tender.submission_deadline !== null && new Date(tender.submission_deadline) > now;

/** 'Añadir al calendario': the submission deadline as a .ics file the user's calendar imports. */
export function AddToCalendarButton({ tender }: { tender: ProjectDetail }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTenderCalendar(tender.id);
    } catch (error) {
      if (error instanceof Error) flash.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconCalendarPlus size={16} />}
      loading={busy}
      onClick={() => void download()}
    >
      {t('calendar.tender.add')}
    </Button>
  );
}
