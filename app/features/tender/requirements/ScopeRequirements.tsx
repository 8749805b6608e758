import { List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenderRequirementsView } from '../../../../common/api/tender-requirements';
import {
  classificationText,
  declarationText,
  guaranteeText,
  percentText,
  type SolvencyKind,
  solvencyAmountText,
  solvencyTypeText,
} from '../../../../common/requirements/requirement-texts';
import { PliegoSource } from './PliegoSource';
import type { RequirementScope } from './requirement-scopes';

/** A labelled group of items; nothing when it has none. */
function Part({ label, testId, children }: { label: string; testId: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <List size="sm" spacing={4} styles={{ itemLabel: { overflowWrap: 'anywhere' } }}>
        {children}
      </List>
    </Stack>
  );
}

/** One solvency criterion: its kind, its text kept whole, and what we read from it. */
function SolvencyItem({
  kind,
  item,
}: {
  kind: SolvencyKind;
  item: TenderRequirementsView['financial'][number];
}) {
  const { t } = useTranslation();
  const amount = solvencyAmountText(t, item);
  return (
    <List.Item>
      <Text size="sm" fw={500} span>
        {solvencyTypeText(t, kind, item.type_code)}:{' '}
      </Text>
      <Text size="sm" span style={{ whiteSpace: 'pre-line' }}>
        {item.description ?? t('requirements.section.solvency.noText')}
      </Text>
      <PliegoSource item={item} />
      {amount && (
        <Text size="sm" c="teal.8" data-testid="solvency-amount">
          {t('requirements.section.solvency.amount', { amount })}
        </Text>
      )}
      {item.refers_to_pliego && (
        <Text size="sm" c="dimmed">
          {t('requirements.section.solvency.pliego')}
        </Text>
      )}
    </List.Item>
  );
}

/** Solvency, classification, guarantees, declarations, subcontracting and other texts of a scope. */
export function ScopeRequirements({ scope }: { scope: RequirementScope }) {
  const { t } = useTranslation();
  const s = 'requirements.section';
  return (
    <Stack gap="sm">
      <Part label={t(`${s}.classification.title`)} testId="classifications">
        {scope.classifications.map((c, i) => {
          const { meaning, band } = classificationText(t, c);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: published order, never reordered
            <List.Item key={i}>
              <Text size="sm" span fw={600}>
                {c.code}
              </Text>
              <Text size="sm" span>
                {': '}
                {meaning}
              </Text>
              <PliegoSource item={c} />
              {band && (
                <Text size="xs" c="dimmed">
                  {band}
                </Text>
              )}
            </List.Item>
          );
        })}
      </Part>
      {(['financial', 'technical'] as const).map((kind) => (
        <Part key={kind} label={t(`${s}.solvency.${kind}`)} testId={`solvency-${kind}`}>
          {scope[kind].map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: published order, never reordered
            <SolvencyItem key={i} kind={kind} item={item} />
          ))}
        </Part>
      ))}
      <Part label={t(`${s}.descriptions`)} testId="descriptions">
        {scope.descriptions.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: published order, never reordered
          <List.Item key={i} style={{ whiteSpace: 'pre-line' }}>
            {d.description}
          </List.Item>
        ))}
      </Part>
      <Part label={t(`${s}.guarantees`)} testId="guarantees">
        {scope.guarantees.map((g, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: published order, never reordered
          <List.Item key={i}>
            {guaranteeText(t, g)}
            <PliegoSource item={g} />
          </List.Item>
        ))}
      </Part>
      <Part label={t(`${s}.declarations`)} testId="declarations">
        {scope.declarations.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: published order, never reordered
          <List.Item key={i}>{declarationText(t, d)}</List.Item>
        ))}
      </Part>
      <Part label={t(`${s}.subcontracting`)} testId="subcontracting">
        {scope.subcontracting.map((sub, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: published order, never reordered
          <List.Item key={i}>
            {[
              sub.rate != null && t(`${s}.subcontractingRate`, { rate: percentText(sub.rate) }),
              sub.description,
            ]
              .filter(Boolean)
              .join(' · ')}
          </List.Item>
        ))}
      </Part>
    </Stack>
  );
}
