/**
 * The tender dashboard's tabs, by their fixed index: 0 search, 1 notifications, 2 my tenders,
 * 3 my companies, 4 tender detail, 5 company detail, 6 alerts; then 7 the official publications'
 * search (issue 10), 8 the renewal radar, 9 the market view, 10 'Mi empresa' and 11 the
 * 'Oportunidades' board. The active tab
 * follows the path.
 */
export type DashboardTab =
  | 'search'
  | 'notifications'
  | 'projects'
  | 'parties'
  | 'project'
  | 'party'
  | 'alerts'
  | 'publications'
  | 'renewals'
  | 'market'
  | 'myCompany'
  | 'pipeline';

export interface DashboardTabDef {
  tab: DashboardTab;
  index: number;
  /** Where the tab's sidebar entry leads; the detail tabs have no entry of their own. */
  path?: string;
}

export const DASHBOARD_TABS: readonly DashboardTabDef[] = [
  { tab: 'search', index: 0, path: '/licitaciones/buscar' },
  { tab: 'notifications', index: 1, path: '/licitaciones/notificaciones' },
  { tab: 'projects', index: 2, path: '/licitaciones/mis_licitaciones' },
  { tab: 'parties', index: 3, path: '/licitaciones/mis_empresas' },
  { tab: 'project', index: 4 },
  { tab: 'party', index: 5 },
  { tab: 'alerts', index: 6, path: '/licitaciones/alertas' },
  { tab: 'publications', index: 7, path: '/licitaciones/publicaciones' },
  { tab: 'renewals', index: 8, path: '/licitaciones/renovaciones' },
  { tab: 'market', index: 9, path: '/licitaciones/mercado' },
  { tab: 'myCompany', index: 10, path: '/licitaciones/mi_empresa' },
  { tab: 'pipeline', index: 11, path: '/licitaciones/oportunidades' },
];

/**
 * The tab a dashboard path opens; /licitaciones itself (and anything unknown) is the search. A
 * stored bulletin's page belongs to the publications; a tender's stored document, to the tender.
 */
export function tabForPath(pathname: string): DashboardTab {
  const [, , section, source] = pathname.replace(/\/+$/, '').split('/');
  if (section === 'documentos' && source === 'pliego') return 'project';
  switch (section) {
    case 'notificaciones':
      return 'notifications';
    case 'mis_licitaciones':
      return 'projects';
    case 'mis_empresas':
      return 'parties';
    case 'alertas':
      return 'alerts';
    case 'publicaciones':
    case 'documentos':
      return 'publications';
    case 'renovaciones':
      return 'renewals';
    case 'mercado':
      return 'market';
    case 'mi_empresa':
      return 'myCompany';
    case 'oportunidades':
      return 'pipeline';
    case 'detalle':
      return 'project';
    case 'empresa':
      return 'party';
    default:
      return 'search';
  }
}
