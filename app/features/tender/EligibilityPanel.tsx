import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconQuestionMark, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Eligibility } from '../../../common/api/company-profile';
import {
  COMPANY_PROFILE_PATH,
  isEmptyProfile,
  useCompanyProfile,
  useTenderEligibility,
} from '../../api/company-profile';
import { EligibilityBadge } from '../../ui/eligibility/EligibilityBadge';

type Check = Eligibility['checks'][number];

const MARKS = {
  met: { Icon: IconCheck, color: 'green.8' },
  notMet: { Icon: IconX, color: 'red.8' },
  unknown: { Icon: IconQuestionMark, color: 'orange.8' },
} as const;
const markOf = (met: boolean | null) => (met === true ? 'met' : met === false ? 'notMet' : 'unknown');

function CheckLine({ check }: { check: Check }) {
  const { t } = useTranslation();
  const mark = markOf(check.met);
  const { Icon, color } = MARKS[mark];
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" data-check={mark}>
      <Text c={color} lh={1} mt={2} aria-label={t(`companyProfile.verdictPanel.${mark}`)} role="img">
        <Icon size={18} stroke={2.5} />
      </Text>
      <Text size="sm">
        <Text span fw={600} inherit>
          {check.requirement}
        </Text>
        {': '}
        {check.reason}
      </Text>
    </Group>
  );
}

/** The checks in the order given, grouped by lot when any names one. */
function groupsOf(checks: Check[]): { lotId: string | null; checks: Check[] }[] {
  const groups: { lotId: string | null; checks: Check[] }[] = [];
  for (const check of checks) {
    const last = groups.at(-1);
    if (last && last.lotId === check.lot_id) last.checks.push(check);
    else groups.push({ lotId: check.lot_id, checks: [check] });
  }
  return groups;
}

/**
 * '¿Puedo presentarme?': the verdict for the company profile as a badge, one line per
 * requirement (✓ met, ✗ not met with why, ? to review), by lot, and the way to the profile.
 */
export function EligibilityPanel({ tenderId }: { tenderId: number }) {
  const { t } = useTranslation();
  const profile = useCompanyProfile();
  const eligibility = useTenderEligibility(tenderId);
  const title = t('eligibility.title');
  const answer = eligibility.data;
  const byLot = answer?.checks.some((c) => c.lot_id !== null) ?? false;
  const empty = profile.data ? isEmptyProfile(profile.data) : false;
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={title} data-eligibility-panel>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {answer && <EligibilityBadge verdict={answer.verdict} size="lg" variant="filled" />}
        </Group>
        {eligibility.isError && (
          <Text size="sm" c="red" role="alert">
            {t('companyProfile.verdictPanel.loadFailed')}
          </Text>
        )}
        {empty && (
          <Text size="sm" c="dimmed">
            {t('companyProfile.verdictPanel.emptyProfile')}
          </Text>
        )}
        {answer &&
          groupsOf(answer.checks).map((group, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups follow one another in the answer's order
            <Stack key={index} gap={4}>
              {byLot && (
                <Text size="sm" fw={700}>
                  {group.lotId === null
                    ? t('companyProfile.verdictPanel.whole')
                    : t('companyProfile.verdictPanel.lot', { id: group.lotId })}
                </Text>
              )}
              <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                {group.checks.map((check, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two lines may ask the same thing
                  <CheckLine key={i} check={check} />
                ))}
              </Stack>
            </Stack>
          ))}
        <Anchor component={Link} to={COMPANY_PROFILE_PATH} size="sm" fw={empty ? 700 : undefined}>
          {empty
            ? t('companyProfile.verdictPanel.completeProfile')
            : t('companyProfile.verdictPanel.editProfile')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
