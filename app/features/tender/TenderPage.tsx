import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { backTarget, SEARCH_PATH } from '../../ui/links';
import { TenderDetail } from './TenderDetail';

function BackLink() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = backTarget(params.get('comingFrom'));
  const toSearch = target.startsWith(SEARCH_PATH) || target === '/licitaciones';
  return (
    <Anchor component={Link} to={target} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {toSearch ? t('tender.backToSearch') : t('tender.back')}
      </Group>
    </Anchor>
  );
}

/** The tender page (dashboard tab 4, /licitaciones/detalle/{id}). */
export function TenderPage() {
  const { id = '' } = useParams();
  return <TenderDetail id={id} top={<BackLink />} />;
}
