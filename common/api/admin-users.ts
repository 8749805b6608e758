import { z } from 'zod';
import { idParamsSchema } from './procurement-project';
import { pageMetadataSchema } from './procurement-search';
import { API_TEXTS, fillText } from './texts';
import { currentUserSchema } from './user';

export const ADMIN_USERS_PAGE_SIZE = 25;

/** The columns the admin users table sorts by. */
export const ADMIN_USER_SORT_FIELDS = [
  'id',
  'name',
  'email',
  'created_at',
  'active',
  'last_sign_in_at',
  'total_alerts',
  'unprocessed_notifications',
  'total_notifications',
] as const;
export type AdminUserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];

export const ADMIN_USER_FILTER_FIELDS = ['name', 'email'] as const;

/** GET /v1/users: newest accounts first unless told otherwise. */
export const adminUsersQuerySchema = z.object({
  page: z.coerce
    .number({ error: API_TEXTS.adminUsers.paginaNumero })
    .int({ error: API_TEXTS.adminUsers.paginaNumeroEntero })
    .min(1, { error: API_TEXTS.adminUsers.paginaEmpieza1 })
    .max(100_000, { error: API_TEXTS.adminUsers.paginaDemasiadoAlta })
    .optional()
    .default(1),
  sort_by: z
    .enum(ADMIN_USER_SORT_FIELDS, {
      error: fillText(API_TEXTS.adminUsers.soloPuedeOrdenarFields, {
        fields: ADMIN_USER_SORT_FIELDS.join(', '),
      }),
    })
    .optional()
    .default('created_at'),
  sort_order: z
    .enum(['asc', 'desc'], { error: API_TEXTS.adminUsers.ordenAscDesc })
    .optional()
    .default('desc'),
  filter_by: z
    .enum(ADMIN_USER_FILTER_FIELDS, { error: API_TEXTS.adminUsers.soloPuedeFiltrarNameEmail })
    .optional(),
  filter_value: z
    .string()
    .trim()
    .max(200, { error: API_TEXTS.adminUsers.textoFiltroDemasiadoLargo })
    .optional(),
});
export type AdminUsersParams = z.output<typeof adminUsersQuerySchema>;

/** A user as the admin sees it: the account plus its monitoring figures. */
export const adminUserSchema = currentUserSchema.extend({
  total_alerts: z.number().int(),
  unprocessed_notifications: z.number().int(),
  total_notifications: z.number().int(),
  last_notification_date: z.iso.datetime().nullable(),
  total_project_subscriptions: z.number().int(),
  total_party_subscriptions: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  metadata: pageMetadataSchema.extend({
    /** All accounts, whatever the filter. */
    total_users: z.number().int(),
    /** Accounts created in the last 7 days. */
    last_week_registered_users: z.number().int(),
  }),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserParamsSchema = idParamsSchema;

/** /v1/users/{id}/project_subscriptions/{subId}/notifications and the party equivalent. */
export const adminFollowNotificationsParamsSchema = idParamsSchema.extend({ subId: idParamsSchema.shape.id });

/** /v1/users/{id}/alerts/{alertId}/notifications. */
export const adminAlertNotificationsParamsSchema = idParamsSchema.extend({
  alertId: idParamsSchema.shape.id,
});

/** PUT /v1/users/{id}/admin: make the account an admin, or an ordinary user again. */
export const setAdminBodySchema = z.object({ admin: z.boolean() });
export type SetAdminBody = z.infer<typeof setAdminBodySchema>;
