import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectFollowState } from '../../../common/follow-state';

type BellState = Exclude<ProjectFollowState, 'none'>;

const ICONS = { following: IconBellOff, follow: IconBell, remind: IconClock };

interface Props {
  /** Undefined while it is not known whether the user follows it. */
  state: BellState | undefined;
  onToggle(): void;
}

/**
 * The follow control: bell to follow, bell-slash to stop following, clock to be told
 * 6 months before the execution of a resolved tender ends. The tooltip is also its name.
 */
export function FollowBell({ state, onToggle }: Props) {
  const { t } = useTranslation();
  const label = t(`follows.bell.${state ?? 'checking'}`);
  const Icon = ICONS[state ?? 'follow'];
  // Followed: a white bell-slash on solid dark orange, visible on any row or panel (the light
  // orange one vanished on orange-tinted backgrounds).
  return (
    <Tooltip label={label} withArrow multiline maw={260} openDelay={200}>
      <ActionIcon
        variant={state === 'following' ? 'filled' : 'subtle'}
        color={state === 'following' ? 'orange.9' : 'gray'}
        aria-label={label}
        data-follow-state={state}
        disabled={state === undefined}
        onClick={onToggle}
      >
        <Icon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
