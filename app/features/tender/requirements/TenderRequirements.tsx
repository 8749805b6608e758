import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '../../../../common/api/procurement-project';
import { CriteriaTable } from './CriteriaTable';
import { PliegoTerms } from './PliegoTerms';
import { requirementScopes } from './requirement-scopes';
import { ScopeRequirements } from './ScopeRequirements';

/**
 * 'Requisitos y criterios': what decides the award and what a bidder must bring, per scope (one
 * block when only the folder publishes them, the folder and each lot with terms of its own
 * otherwise), or one sentence when the tender publishes none or was stored before we read them.
 */
export function TenderRequirements({ tender }: { tender: ProjectDetail }) {
  const { t } = useTranslation();
  // The page and the inbox's side panel may both show a tender: an id of its own per section.
  const titleId = useId();
  const { awarding_criteria: criteria, requirements } = tender;
  const scopes = requirementScopes(criteria, requirements);
  const variants = requirements?.variants_allowed ?? null;
  const fromPliego = Boolean(
    requirements?.execution_term || requirements?.price_revision || requirements?.site_visit,
  );
  const empty = scopes.length === 0 && variants == null && !fromPliego;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} data-testid="tender-requirements">
      <Title order={2} size="h4" id={titleId}>
        {t('requirements.section.title')}
      </Title>
      {empty && (
        <Text size="sm" c="dimmed">
          {requirements ? t('requirements.section.none') : t('requirements.section.notRead')}
        </Text>
      )}
      {scopes.map((scope) => {
        const name =
          scope.lotId == null
            ? t('requirements.section.wholeTender')
            : t('tender.lots.lot', { id: scope.lotId });
        return (
          <Paper
            key={scope.lotId ?? ''}
            withBorder
            p="md"
            role="group"
            aria-label={name}
            data-testid="requirement-scope"
          >
            <Stack gap="sm">
              {scopes.length > 1 && (
                <Title order={3} size="h5">
                  {name}
                </Title>
              )}
              {scope.criteria.length > 0 && <CriteriaTable criteria={scope.criteria} split={scope.split} />}
              <ScopeRequirements scope={scope} />
            </Stack>
          </Paper>
        );
      })}
      <PliegoTerms requirements={requirements} />
      {variants != null && (
        <Text size="sm" data-testid="variants">
          {t('requirements.section.variants', {
            answer: variants ? t('requirements.section.yes') : t('requirements.section.no'),
          })}
        </Text>
      )}
    </Stack>
  );
}
