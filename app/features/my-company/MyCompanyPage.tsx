import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MyCompanyQuery } from '../../../common/api/my-company';
import { formatDate } from '../../../common/format';
import { COMPANY_PROFILE_PATH } from '../../api/company-profile';
import { PageLoader } from '../../ui/PageLoader';
import { PartyLink } from '../../ui/PartyLink';
import { AwardsByYear } from './AwardsByYear';
import { Competitors } from './Competitors';
import { useMyCompany } from './my-company-api';
import { RenewalList } from './RenewalList';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?desde=&hasta=` as on the renewal radar; absent, the next 12 months. */
function windowOf(params: URLSearchParams): MyCompanyQuery {
  const [from, to] = [params.get('desde'), params.get('hasta')];
  return { ...(from && DAY.test(from) && { from }), ...(to && DAY.test(to) && { to }) };
}

/**
 * 'Mi empresa' (/licitaciones/mi_empresa): the company of the profile's tax id — its awards by
 * year, its usual competitors, and the contracts it holds and they hold that end in the next 12
 * months, each list savable as a renewal alert.
 */
export function MyCompanyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const window = useMemo(() => windowOf(params), [params]);
  const { data, isPending, isError } = useMyCompany(window);

  const header = (
    <>
      <Title order={1}>{t('dashboard.titles.myCompany')}</Title>
      <Text c="dimmed">{t('myCompany.intro')}</Text>
    </>
  );
  if (isPending)
    return (
      <Stack gap="md">
        {header}
        <PageLoader />
      </Stack>
    );
  if (isError || !data)
    return (
      <Stack gap="md">
        {header}
        <Alert color="red">{t('myCompany.loadError')}</Alert>
      </Stack>
    );
  if (!data.tax_id)
    return (
      <Stack gap="md" align="flex-start">
        {header}
        <Text data-testid="my-company-no-tax-id">{t('myCompany.noTaxId')}</Text>
        <Button component={Link} to={COMPANY_PROFILE_PATH}>
          {t('myCompany.completeProfile')}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        {header}
        <Text fw={500} data-testid="my-company-name">
          {data.party ? <PartyLink party={data.party} size="md" /> : null}{' '}
          {t('myCompany.taxId', { taxId: data.tax_id })}
        </Text>
      </Stack>
      {data.analytics ? (
        <>
          <AwardsByYear analytics={data.analytics} />
          <Competitors competitors={data.analytics.competitors} />
        </>
      ) : (
        <Alert color="gray" data-testid="my-company-no-awards">
          {t('myCompany.noAwards', { taxId: data.tax_id })}
        </Alert>
      )}
      <Text fw={500} data-testid="my-company-window">
        {t('myCompany.window', { from: formatDate(data.ending.from), to: formatDate(data.ending.to) })}
      </Text>
      {data.defend && <RenewalList kind="defend" list={data.defend} ending={data.ending} />}
      {data.could_win ? (
        <RenewalList kind="couldWin" list={data.could_win} ending={data.ending} />
      ) : (
        data.analytics && <Text>{t('myCompany.couldWin.noCompetitors')}</Text>
      )}
    </Stack>
  );
}
