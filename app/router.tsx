import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Access } from './api/auth/access-rules';
import { AccountPage } from './features/account/AccountPage';
import { AdminLicencePage } from './features/admin/AdminLicencePage';
import { AdminUserPage } from './features/admin/AdminUserPage';
import { AdminUsersPage } from './features/admin/AdminUsersPage';
import { AdminJobsPage } from './features/admin-jobs/AdminJobsPage';
import { AlertsPage } from './features/alerts/AlertsPage';
import { InvitationPage } from './features/auth/InvitationPage';
import { RecoverPasswordPage } from './features/auth/RecoverPasswordPage';
import { RequireAccess } from './features/auth/RequireAccess';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { SignInPage } from './features/auth/SignInPage';
import { SignUpPage } from './features/auth/SignUpPage';
import { CompanyProfilePage } from './features/company-profile/CompanyProfilePage';
import { ContactPage } from './features/contact/ContactPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { DocumentPage } from './features/documents/DocumentPage';
import { DocumentView } from './features/documents/DocumentView';
import { FollowedPartiesPage } from './features/follows/FollowedPartiesPage';
import { FollowedTendersPage } from './features/follows/FollowedTendersPage';
import { LandingPage } from './features/landing/LandingPage';
import { AcceptLicencePage } from './features/licences/AcceptLicencePage';
import { UnsubscribePage } from './features/mail-settings/UnsubscribePage';
import { MarketPage } from './features/market/MarketPage';
import { MyCompanyPage } from './features/my-company/MyCompanyPage';
import { FeedbackLinkPage } from './features/notifications/feedback-link/FeedbackLinkPage';
import { NotificationsPage } from './features/notifications/NotificationsPage';
import { PartyPage } from './features/party/PartyPage';
import { PipelinePage } from './features/pipeline/PipelinePage';
import { PublicationsPage } from './features/publications/PublicationsPage';
import { RenewalsPage } from './features/renewals/RenewalsPage';
import { SearchPage } from './features/search/SearchPage';
import { SubscribePage } from './features/subscribe/SubscribePage';
import { TenderDetail } from './features/tender/TenderDetail';
import { TenderPage } from './features/tender/TenderPage';
import { AppLayout } from './shell/AppLayout';
import { NotFoundPage } from './shell/NotFoundPage';

/** Routes behind one guard: they render only for users the access rules let in. */
function guarded(access: Access, children: RouteObject[]): RouteObject {
  return { element: <RequireAccess access={access} />, children };
}

// The dashboard stays mounted while its section paths change the active tab and its screen.
const dashboardSections: RouteObject[] = [
  { index: true, element: <SearchPage /> },
  { path: 'buscar', element: <SearchPage /> },
  // The inbox opens a tender or a publication's document in its side panel.
  {
    path: 'notificaciones',
    element: <NotificationsPage TenderView={TenderDetail} DocumentView={DocumentView} />,
  },
  { path: 'mis_licitaciones', element: <FollowedTendersPage /> },
  { path: 'mis_empresas', element: <FollowedPartiesPage /> },
  { path: 'alertas', element: <AlertsPage /> },
  { path: 'publicaciones', element: <PublicationsPage /> },
  { path: 'mercado', element: <MarketPage /> },
  { path: 'renovaciones', element: <RenewalsPage /> },
  { path: 'mi_empresa', element: <MyCompanyPage /> },
  { path: 'oportunidades', element: <PipelinePage /> },
  // The viewer of a stored document, where shared links lead.
  { path: 'documentos/:source/:id', element: <DocumentPage /> },
  { path: 'detalle/:id', element: <TenderPage /> },
  { path: 'empresa/:id', element: <PartyPage /> },
];

/** Every route of the product, each behind its guard, all inside the one layout. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/licitaciones/buscar" replace /> },

      { path: 'inicio', element: <LandingPage /> },
      { path: 'contacto', element: <ContactPage /> },
      // Signed in or not: a visitor is asked to sign in and brought back.
      { path: 'licencia', element: <AcceptLicencePage /> },
      // A digest's unsubscribe link: its token is the credential, no session needed.
      { path: 'baja', element: <UnsubscribePage /> },
      // A digest's 'Me interesa / No me interesa' link: the same, for one tender.
      { path: 'valoracion', element: <FeedbackLinkPage /> },

      guarded('visitor', [
        { path: 'sign_in', element: <SignInPage /> },
        { path: 'sign_up', element: <SignUpPage /> },
        { path: 'recover_password', element: <RecoverPasswordPage /> },
        { path: 'reset_password', element: <ResetPasswordPage /> },
        { path: 'invitacion', element: <InvitationPage /> },
      ]),

      guarded('user', [
        { path: 'subscribe', element: <SubscribePage /> },
        { path: 'user', element: <AccountPage /> },
        { path: 'user/perfil_empresa', element: <CompanyProfilePage /> },
      ]),

      guarded('tenders', [
        { path: 'notifications', element: <Navigate to="/licitaciones/notificaciones" replace /> },
        { path: 'licitaciones', element: <DashboardPage />, children: dashboardSections },
      ]),

      guarded('admin', [
        { path: 'admin/users', element: <AdminUsersPage /> },
        { path: 'admin/users/:user_id', element: <AdminUserPage /> },
        { path: 'admin/subscriptions/:licence_id', element: <AdminLicencePage /> },
        { path: 'admin/sidekiq', element: <AdminJobsPage /> },
      ]),

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
