import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type Icon,
  IconBell,
  IconBriefcase,
  IconBuilding,
  IconBuildingFactory2,
  IconCalendarRepeat,
  IconChartBar,
  IconFileDescription,
  IconLayoutKanban,
  IconNews,
  IconSearch,
  IconSpeakerphone,
  IconStar,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useNotificationCount } from '../../api/notifications/use-notification-count';
import classes from './DashboardPage.module.css';
import { DataFreshness } from './DataFreshness';
import { DASHBOARD_TABS, type DashboardTab, tabForPath } from './dashboard-tabs';

const icons: Record<DashboardTab, Icon> = {
  search: IconSearch,
  notifications: IconBell,
  projects: IconStar,
  parties: IconBriefcase,
  project: IconFileDescription,
  party: IconBuilding,
  alerts: IconSpeakerphone,
  publications: IconNews,
  renewals: IconCalendarRepeat,
  market: IconChartBar,
  myCompany: IconBuildingFactory2,
  pipeline: IconLayoutKanban,
};

/**
 * The tender dashboard (/licitaciones and its section paths). The tabs work as a sidebar on wide
 * screens and as one row scrolling sideways on narrower ones (four wrapped rows would push a
 * phone's first result out of sight); the active tab shows the section's route.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)');
  const { data: notificationCount } = useNotificationCount();
  const active = tabForPath(pathname);

  // The detail tabs only appear while a tender or company is open.
  const shown = DASHBOARD_TABS.filter((def) => def.path || def.tab === active);

  // In the scrolling row the active tab is brought into sight (sideways only: the page stays put).
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    if (wide || !row || !tab) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    row.scrollLeft += tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2;
  }, [active, wide]);

  return (
    <Tabs
      value={active}
      onChange={(tab) => {
        const path = DASHBOARD_TABS.find((def) => def.tab === tab)?.path;
        if (path) void navigate(path);
      }}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant={wide ? 'pills' : 'default'}
      keepMounted={false}
      classNames={
        wide
          ? { tab: classes.sidebarTab, tabLabel: classes.sidebarLabel }
          : { list: classes.tabRow, tab: classes.rowTab }
      }
      aria-label={t('dashboard.sections')}
    >
      <Tabs.List
        ref={list}
        miw={wide ? 220 : undefined}
        mr={wide ? 'lg' : undefined}
        mb={wide ? undefined : 'md'}
      >
        {shown.map(({ tab }) => {
          const TabIcon = icons[tab];
          return (
            <Tabs.Tab
              key={tab}
              value={tab}
              data-tab={tab}
              leftSection={<TabIcon size={18} />}
              rightSection={
                tab === 'notifications' && notificationCount ? (
                  <>
                    {/* Read out as 'Notificaciones (2 sin leer)' rather than 'Notificaciones2'. */}
                    <Badge size="sm" circle={notificationCount < 10} aria-hidden>
                      {notificationCount}
                    </Badge>
                    <VisuallyHidden>{t('dashboard.unread', { count: notificationCount })}</VisuallyHidden>
                  </>
                ) : undefined
              }
            >
              {t(`dashboard.tabs.${tab}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {shown.map(({ tab }) => (
        <Tabs.Panel key={tab} value={tab} className={classes.panel}>
          <DataFreshness />
          {/* The screen of the section path (the routes under /licitaciones). */}
          {tab === active && <Outlet />}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
