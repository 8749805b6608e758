import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartyDetail } from '../../../common/api/procurement-party';
import { ApiError } from '../../api/api-error';
import { ScopedPartyBell } from '../../ui/follows/PartyWithBell';
import { PageLoader } from '../../ui/PageLoader';
import { AwardsView } from './AwardsView';
import { AnalysisView } from './analysis/AnalysisView';
import { OfferedView } from './OfferedView';
import { activeView, type PartyTab, type PartyViewState, switchView, viewsOf } from './party-state';
import { useParty, usePartyId, usePartyViewState } from './use-party';

/** The company or contracting body page (/licitaciones/empresa/:id, dashboard tab 5). */
export function PartyPage() {
  const id = usePartyId();
  // Another company is another page: nothing of the previous one's lists stays on screen.
  return <PartyScreen key={id ?? 'none'} id={id} />;
}

function PartyScreen({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const party = useParty(id);
  const [state, setState] = usePartyViewState();

  const missing = party.error instanceof ApiError && [400, 404].includes(party.error.status);
  if (id === null || missing) return <PartyNotFound />;
  if (party.isPending) return <PageLoader />;
  if (party.isError) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('party.loadFailed')}
      </Text>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="party-header">
        {/* A long name (INFRAESTRUCTURES…) breaks inside a word rather than widen a phone's page. */}
        <Stack gap={4} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {party.data.name.toLocaleUpperCase('es-ES')}
          </Title>
          {party.data.party_id && (
            <Text c="dimmed" data-testid="party-tax-id">
              {t('party.taxId', { id: party.data.party_id })}
            </Text>
          )}
        </Stack>
        <ScopedPartyBell partyId={party.data.id} />
      </Group>
      <PartyViews party={party.data} state={state} onChange={setState} />
    </Stack>
  );
}

interface ViewsProps {
  party: PartyDetail;
  state: PartyViewState;
  onChange(next: PartyViewState): void;
}

/** Its lists (tenders offered, awards won: those it has) and their analysis, as tabs. */
function PartyViews({ party, state, onChange }: ViewsProps) {
  const { t } = useTranslation();
  const views = viewsOf(party);
  const active = activeView(views, state.view);
  if (!active) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('party.nothing')}
      </Text>
    );
  }
  const content = (view: PartyTab) => {
    const View = { awards: AwardsView, offered: OfferedView, analysis: AnalysisView }[view];
    return <View party={party} state={state} onChange={onChange} />;
  };

  return (
    <Tabs
      value={active}
      onChange={(view) => view && view !== active && onChange(switchView(view as PartyTab))}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {views.map((view) => (
          <Tabs.Tab key={view} value={view}>
            {t(`party.${view}.title`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {views.map((view) => (
        <Tabs.Panel key={view} value={view}>
          {view === active && content(view)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function PartyNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          {t('party.notFound.title')}
        </Title>
        <Text c="dimmed">{t('party.notFound.text')}</Text>
        <Button component={Link} to="/licitaciones/buscar" variant="light" mt="xs">
          {t('party.notFound.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
